import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { supportEmail, supportPhone } from '../config/contact';
import { OutlineButton } from './MobileButton';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled(OutlineButton)`
  cursor: pointer;
`;

const Panel = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.25rem);
  z-index: 25;
  min-width: 16rem;
  margin: 0;
  padding: 0.75rem 1rem;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  li + li {
    margin-top: 0.5rem;
  }
  span {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.mutedText};
  }
`;

/** Header contact menu: support phone line and support mailbox (a disclosure, closes on Escape). */
export function ContactMenu() {
  const t = useMessages(layoutMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('contactUs')}
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <li>
          <span>{t('supportLine')}</span>
          <a href={supportPhone.href}>{supportPhone.display}</a>
        </li>
        <li>
          <span>{t('supportMailbox')}</span>
          <a href={supportEmail.href}>{supportEmail.display}</a>
        </li>
      </Panel>
    </Wrapper>
  );
}
