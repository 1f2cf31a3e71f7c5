import { useId, useState } from 'react';
import styled from 'styled-components';
import type { LoanInformationDto } from '../../../shared/api/generated/types';
import { Card } from '../../components/Card';
import { toLoanSummary } from './logic/loan-summary';
import { borrowerDashboardMessages } from '../../generated/messages/borrower-dashboard';
import { useMessages } from '../../i18n/use-messages';
import { Fact } from '../../components/Fact';

const Toggle = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 1.25rem;
  font-weight: 700;
  cursor: pointer;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  margin: 1rem 0 0;
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.mutedText};
  }
  dd {
    margin: 0.25rem 0 0;
    font-weight: 600;
  }
`;

/** The collapsible loan section (open at first). */
export function LoanInformation({ loan }: { loan: LoanInformationDto }) {
  const t = useMessages(borrowerDashboardMessages);
  const [open, setOpen] = useState(true);
  const regionId = useId();
  const summary = toLoanSummary(loan);
  return (
    <Card aria-label={t('loanSection')}>
      <h2 style={{ margin: 0 }}>
        <Toggle type="button" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          {t('loanSection')}
          <span aria-hidden="true">{open ? '\u25BE' : '\u25B8'}</span>
        </Toggle>
      </h2>
      <Facts id={regionId} hidden={!open}>
        <Fact term={t('propertyAddress')}>{summary.propertyAddress}</Fact>
        <Fact term={t('type')}>{t('mortgageType', { type: summary.type })}</Fact>
        <Fact term={t('loanAmount')}>{summary.loanAmount}</Fact>
        <Fact term={t('propertyValue')}>{summary.propertyValue}</Fact>
      </Facts>
    </Card>
  );
}
