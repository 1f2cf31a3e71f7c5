import type { BorrowerProfile } from '../../../shared/api/borrower-data';
import { borrowerParty } from './borrower-party';
import { element, type MaybeNode } from './mismo-node';
import type { Arc, RoleLabels } from './relationships';

export interface PartiesSection {
  parties: MaybeNode;
  /** applicationId -> the label of the borrower's ROLE, for the arcs of the deal's shared records. */
  roles: RoleLabels;
  arcs: Arc[];
}

export const roleLabelOf = (position: number): string => `BORROWER_${position + 1}`;

/**
 * Joint credit (credit type 2 with a joint borrower on the deal): one arc per pair, from the later borrower to the
 * earlier one, as ULAD puts the additional borrower under `from` and the primary under `to`.
 */
function jointCreditArcs(borrowers: readonly BorrowerProfile[], roles: RoleLabels): Arc[] {
  const position = new Map(borrowers.map((b, i) => [b.borrowerId, i]));
  const pairs = new Map<string, Arc>();
  borrowers.forEach((b, i) => {
    if (b.creditTypeId !== 2 || b.jointCreditBorrowerId === null) return;
    const j = position.get(b.jointCreditBorrowerId);
    const other = j === undefined ? undefined : borrowers[j];
    if (j === undefined || other === undefined || j === i) return;
    const [primary, additional] = i < j ? [b, other] : [other, b];
    const from = roles.get(additional.applicationId);
    const to = roles.get(primary.applicationId);
    if (from && to) pairs.set(`${from}>${to}`, { from, to, arcrole: 'ROLE_SharesJointCreditReportWith_ROLE' });
  });
  return [...pairs.values()];
}

/** DEAL/PARTIES: one PARTY per borrower on the loan, in the loan's borrower order. */
export function partiesSection(borrowers: readonly BorrowerProfile[]): PartiesSection {
  const roles = new Map(borrowers.map((b, i) => [b.applicationId, roleLabelOf(i)]));
  const built = borrowers.map((b, i) => borrowerParty(b, roleLabelOf(i)));
  return {
    parties: element('PARTIES', built.map((b) => b.party)),
    roles,
    arcs: [...built.flatMap((b) => b.arcs), ...jointCreditArcs(borrowers, roles)],
  };
}
