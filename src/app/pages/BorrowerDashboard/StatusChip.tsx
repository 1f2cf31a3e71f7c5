import styled from 'styled-components';
import { borrowerDashboardMessages } from '../../generated/messages/borrower-dashboard';
import { useMessages } from '../../i18n/use-messages';
import { statusChipId } from './logic/dashboard-rules';

/** A status chip; done (Completed, Done) shows in the success colour. */
export const Chip = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  border: 1px solid ${({ theme, $done }) => ($done ? theme.color.successText : theme.color.border)};
  color: ${({ theme, $done }) => ($done ? theme.color.successText : theme.color.text)};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
`;

export function StatusChip({ status }: { status: string | null | undefined }) {
  const t = useMessages(borrowerDashboardMessages);
  return <Chip $done={status === 'Completed'}>{t(statusChipId(status))}</Chip>;
}
