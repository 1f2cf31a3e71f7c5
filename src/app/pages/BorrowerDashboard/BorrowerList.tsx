import styled from 'styled-components';
import type { DashboardBorrower } from '../../../shared/api/generated/types';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ReviewSections, type ReviewSectionsProps } from './ReviewSections';
import { StatusChip } from './StatusChip';
import { applicationActionId, type DashboardRow } from './logic/dashboard-rules';
import { borrowerDashboardMessages } from '../../generated/messages/borrower-dashboard';
import { useMessages } from '../../i18n/use-messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: 1.125rem;
    flex: 1 1 12rem;
  }
`;

export interface BorrowerListProps {
  borrowers: readonly DashboardRow[];
  busyApplicationId: number | null;
  /** Declarations and Demographics are listed only with the GMI and declarations flag. */
  gmiAndDeclarationsFlag: boolean;
  onOpen: (borrower: DashboardBorrower) => void;
  /** A review section's arrow: the borrower and the section's entry route. */
  onReview: ReviewSectionsProps['onReview'];
}

/**
 * The Borrowers list: one entry per borrower with its status chip and action button, and under it the borrower's
 * review sections with their arrows into the fast path.
 */
export function BorrowerList({ borrowers, busyApplicationId, gmiAndDeclarationsFlag, onOpen, onReview }: BorrowerListProps) {
  const t = useMessages(borrowerDashboardMessages);
  return (
    <Card aria-labelledby="dashboard-borrowers">
      <h2 id="dashboard-borrowers" style={{ marginTop: 0 }}>
        {t('borrowers')}
      </h2>
      <List>
        {borrowers.map((borrower) => {
          const name = `${borrower.firstName} ${borrower.lastName}`.trim();
          const action = t(applicationActionId(borrower.applicationStatus));
          return (
            <Row key={borrower.applicationId} aria-label={name}>
              <h3>
                {name} {borrower.isLoggedInUser && <span>{t('youSuffix')}</span>}
              </h3>
              <span>
                <span className="visually-hidden">{t('statusLabel')} </span>
                <StatusChip status={borrower.applicationStatus} />
              </span>
              <Button
                type="button"
                $variant="secondary"
                disabled={busyApplicationId !== null}
                aria-label={t('borrowerAction', { action, name })}
                onClick={() => onOpen(borrower)}
              >
                {action}
              </Button>
              <ReviewSections
                borrower={borrower}
                name={name}
                gmiAndDeclarationsFlag={gmiAndDeclarationsFlag}
                disabled={busyApplicationId !== null}
                onReview={onReview}
              />
            </Row>
          );
        })}
      </List>
    </Card>
  );
}
