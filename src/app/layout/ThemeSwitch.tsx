import { useAtom } from 'jotai';
import styled from 'styled-components';
import { colorModeAtom } from '../state/theme-atoms';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Track = styled.span<{ $on: boolean }>`
  width: 2.25rem;
  height: 1.25rem;
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.border)};
  position: relative;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '1.125rem' : '2px')};
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
  }
`;

/** Light/dark mode switch (default light). */
export function ThemeSwitch() {
  const t = useMessages(layoutMessages);
  const [mode, setMode] = useAtom(colorModeAtom);
  const dark = mode === 'dark';
  return (
    <Switch type="button" role="switch" aria-checked={dark} onClick={() => setMode(dark ? 'light' : 'dark')}>
      <Track $on={dark} aria-hidden="true" />
      {t('darkMode')}
    </Switch>
  );
}
