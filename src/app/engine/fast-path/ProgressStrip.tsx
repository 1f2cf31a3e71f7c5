import styled from 'styled-components';
import type { ProgressSection } from '../../../shared/flow/fast-path';
import { fastPathProgressMessages } from '../../generated/messages/fast-path-progress';
import { useFlowTexts } from '../../i18n/use-flow-texts';
import { useMessagesIn } from '../../i18n/use-messages';

const Strip = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0 0 1.5rem;
  padding: 0 0 0.75rem;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.li<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  color: ${({ theme }) => theme.color.text};
`;

const Check = styled.svg`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  color: ${({ theme }) => theme.color.successText};
`;

/**
 * The fast-path progress strip: Prior Loan Info, Declarations, Demographics; Done shows a check, the current one is bold.
 * Its section titles are the fast path's texts, so the strip speaks the language they are shown in.
 */
export function ProgressStrip({ sections }: { sections: readonly ProgressSection[] }) {
  const flow = useFlowTexts('fast-path', [fastPathProgressMessages]);
  const t = useMessagesIn(fastPathProgressMessages, flow.lang);
  return (
    <nav aria-label={t('progressLabel')} lang={flow.untranslated ? flow.lang : undefined}>
      <Strip>
        {sections.map((section) => (
          <Item key={section.title} $current={section.current} aria-current={section.current ? 'step' : undefined}>
            {section.done && (
              <Check viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="9" fill="currentColor" />
                <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" />
              </Check>
            )}
            {flow.tr(section.title)}
            {section.done && <span className="visually-hidden"> ({t('done')})</span>}
          </Item>
        ))}
      </Strip>
    </nav>
  );
}
