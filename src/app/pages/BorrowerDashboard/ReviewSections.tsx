import styled from 'styled-components';
import type { DashboardBorrower } from '../../../shared/api/generated/types';
import type { SectionStatuses } from '../../../shared/flow/fast-path';
import { Chip } from './StatusChip';
import { reviewSections } from './logic/review-sections';
import { borrowerDashboardMessages } from '../../generated/messages/borrower-dashboard';
import { useFlowTexts } from '../../i18n/use-flow-texts';
import { useMessages } from '../../i18n/use-messages';

const Sections = styled.ul`
  flex: 1 1 100%;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Section = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.375rem 0 0.375rem 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.color.border};
  & + & {
    margin-top: 0.25rem;
  }
`;

const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

function SuccessCheck({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="14" height="14" viewBox="0 0 16 16" focusable="false">
      <path d="M2 8.5 6 12.5 14 4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ArrowIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 16 16" focusable="false">
      <path d="M2 8h11M9 3.5 13.5 8 9 12.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type SectionBorrower = Pick<DashboardBorrower, 'borrowerId' | 'applicationId'> & SectionStatuses;

export interface ReviewSectionsProps {
  borrower: SectionBorrower;
  /** The borrower's first and last name, for the list's and the arrows' accessible names. */
  name: string;
  gmiAndDeclarationsFlag: boolean;
  disabled: boolean;
  onReview: (borrower: SectionBorrower, route: string) => void;
}

/** A borrower's review sections (Prior Loan Info, Declarations, Demographics): status, a check when Done, an arrow in. */
export function ReviewSections({ borrower, name, gmiAndDeclarationsFlag, disabled, onReview }: ReviewSectionsProps) {
  const t = useMessages(borrowerDashboardMessages);
  // The sections are the fast path's: their titles are its texts, in the dashboard's language when it has them.
  const { tr } = useFlowTexts('fast-path');
  return (
    <Sections aria-label={t('reviewSections', { name })}>
      {reviewSections(borrower, gmiAndDeclarationsFlag).map((section) => (
        <Section key={section.title}>
          <span>{tr(section.title)}</span>
          <Chip $done={section.done}>
            {section.done && <SuccessCheck label={t('sectionDone')} />}
            {t(section.statusId)}
          </Chip>
          <Arrow
            type="button"
            disabled={disabled}
            aria-label={t('reviewSection', { section: tr(section.title), name })}
            onClick={() => onReview(borrower, section.route)}
          >
            <ArrowIcon />
          </Arrow>
        </Section>
      ))}
    </Sections>
  );
}
