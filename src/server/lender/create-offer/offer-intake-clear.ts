import { queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';

/**
 * Everything an offer's CreateOffer wrote, children first, so a replacement body can be written in its place: the
 * applications and their data, the offer's properties, and the profile of its borrowers (names, addresses, contact,
 * language preference, dependents). The offer row, the borrowers' identity, consent, lock and accounts, and the audit trail stay.
 */
export async function clearOfferData(db: Queryable, offerId: number): Promise<void> {
  const q = queryBuilder(db);
  const applications = q.selectFrom('applications').select('applicationId').where('offerId', '=', offerId);
  const borrowers = q.selectFrom('applications').select('borrowerId').where('offerId', '=', offerId);
  const properties = q.selectFrom('realEstateOwned').select('realEstateOwnedId').where('offerId', '=', offerId);
  const statements: { execute(): Promise<unknown> }[] = [
    q.deleteFrom('sessions').where('offerId', '=', offerId),
    ...(['screenAnswers', 'giftsOrGrants', 'loanAnswers', 'declarations', 'militaryServices', 'demographics'] as const)
      .map((table) => q.deleteFrom(table).where('applicationId', 'in', applications)),
    q.deleteFrom('employmentIncomes').where('employmentId', 'in',
      q.selectFrom('employments').select('employmentId').where('applicationId', 'in', applications)),
    q.deleteFrom('employments').where('applicationId', 'in', applications),
    q.deleteFrom('additionalIncomes').where('applicationId', 'in', applications),
    q.deleteFrom('borrowerAssets').where((eb) => eb.or([
      eb('applicationId', 'in', applications),
      eb('assetInformationId', 'in', eb.selectFrom('assets').select('assetInformationId').where('applicationId', 'in', applications)),
    ])),
    q.deleteFrom('assets').where('applicationId', 'in', applications),
    q.deleteFrom('liabilityAccounts').where('applicationId', 'in', applications),
    q.deleteFrom('otherAssets').where('applicationId', 'in', applications),
    q.deleteFrom('otherLiabilityApplications').where((eb) => eb.or([
      eb('applicationId', 'in', applications),
      eb('otherLiabilityId', 'in',
        eb.selectFrom('otherLiabilities').select('otherLiabilityId').where('applicationId', 'in', applications)),
    ])),
    q.deleteFrom('otherLiabilities').where('applicationId', 'in', applications),
    q.deleteFrom('otherExpenses').where('applicationId', 'in', applications),
    q.deleteFrom('lenderApplications').where((eb) => eb.or([
      eb('applicationId', 'in', applications),
      eb('liabilityId', 'in', eb.selectFrom('lenders').select('liabilityId').where('realEstateOwnedId', 'in', properties)),
    ])),
    q.deleteFrom('lenders').where('realEstateOwnedId', 'in', properties),
    q.deleteFrom('realEstateOwnedApplications').where((eb) => eb.or([
      eb('applicationId', 'in', applications), eb('realEstateOwnedId', 'in', properties),
    ])),
    q.deleteFrom('realEstateOwned').where('offerId', '=', offerId),
    ...(['dependents', 'alternateNames', 'contacts', 'languagePreferences', 'borrowerAddresses'] as const)
      .map((table) => q.deleteFrom(table).where('borrowerId', 'in', borrowers)),
    q.updateTable('offers').set({ submittedByBorrowerId: null, submittedAt: null }).where('offerId', '=', offerId),
    q.deleteFrom('applications').where('offerId', '=', offerId),
  ];
  for (const statement of statements) await statement.execute();
}
