import { accountAndGiftAssets } from './assets';
import { otherExpenses } from './expenses';
import { accountLiabilities } from './liabilities';
import { collateralsNode, loansNode, subjectPropertyOf } from './loan';
import type { MismoDeal } from './mismo-deal';
import { element, frame, leaf, type MismoNode, sequenced } from './mismo-node';
import { MISMO_REFERENCE_MODEL } from './namespaces';
import { otherAssetsAndCredits } from './other-assets';
import { partiesSection } from './parties';
import { realEstateOwned } from './real-estate-owned';
import { relationshipsNode } from './relationships';

/**
 * The MISMO 3.4 MESSAGE of a submitted application in the ULAD structure: one DEAL whose ASSETS, LIABILITIES and
 * EXPENSES are tied to the borrowers' ROLEs by RELATIONSHIPS. `createdAt` is the export's time.
 */
export function mismoDocument(deal: MismoDeal, createdAt: Date): MismoNode {
  const { offer, borrowers } = deal;
  const parties = partiesSection(borrowers);
  const accounts = accountAndGiftAssets(borrowers, parties.roles);
  const others = otherAssetsAndCredits(borrowers, parties.roles);
  const reo = realEstateOwned(borrowers, parties.roles);
  const debts = accountLiabilities(borrowers, parties.roles);
  const expenses = otherExpenses(borrowers, parties.roles);
  const subject = subjectPropertyOf(borrowers);
  const dealNode = frame('DEAL', [
    element('ASSETS', sequenced([...accounts.nodes, ...others.nodes, ...reo.assets])),
    collateralsNode(offer, subject),
    element('EXPENSES', sequenced(expenses.nodes)),
    element('LIABILITIES', sequenced([...debts.nodes, ...reo.liabilities])),
    loansNode(offer, subject, borrowers.length, others.credits),
    parties.parties,
    relationshipsNode([...parties.arcs, ...accounts.arcs, ...others.arcs, ...reo.arcs, ...debts.arcs, ...expenses.arcs]),
  ]);
  return frame('MESSAGE', [
    frame('ABOUT_VERSIONS', [frame('ABOUT_VERSION', [
      leaf('CreatedDatetime', createdAt.toISOString()),
      leaf('DataVersionName', 'Uniform Loan Application Dataset'),
    ])]),
    frame('DEAL_SETS', [frame('DEAL_SET', [frame('DEALS', [dealNode])])]),
  ], { MISMOReferenceModelIdentifier: MISMO_REFERENCE_MODEL });
}
