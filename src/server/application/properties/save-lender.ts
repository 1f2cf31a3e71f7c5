import type { LenderInfo } from '../../../shared/api/borrower-data';
import type { UpdateLenderLiabilityBody } from '../../../shared/api/generated/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import {
  deactivateLender, findLender, findLenderRef, findPropertyRef, insertLender, setLenderApplications, updateLender,
  type LenderValues,
} from './properties';

/** The lender's values; the screen's rules, applied before (src/server/screens/screen-saves.ts), keep a credit limit only for loan types 4 and 6. */
const lenderValues = (body: UpdateLenderLiabilityBody): LenderValues => ({
  holderName: body.holderName ?? null,
  account: body.account ?? null,
  liabilityTypeId: body.liabilityTypeId ?? null,
  mortgageTypeId: body.mortgageTypeId ?? null,
  creditLimit: body.creditLimit ?? null,
  monthlyPaymentAmount: body.monthlyPaymentAmount ?? null,
  unpaidBalanceAmount: body.unpaidBalanceAmount ?? null,
});

/**
 * Saves one lender of a property (inside a transaction, after the offer check of its applicationIds). The property
 * must be an active one of the offer and not the loan's subject property (its lenders are read-only); a liabilityId
 * must name a lender of that property. No liabilityId = insert; activeInd false = removal. Without borrowers (the
 * screen has no picker for a loan's only borrower) the lender is the session's own application's. Returns the saved lender.
 */
export async function saveLender(
  tx: Queryable,
  session: { offerId: number; applicationId: number },
  body: UpdateLenderLiabilityBody,
): Promise<LenderInfo> {
  const property = await findPropertyRef(tx, body.realEstateOwnedId);
  if (!property || property.offerId !== session.offerId || !property.activeInd || property.subjectPropertyInd) {
    throw new AppError('FORBIDDEN');
  }
  let id = body.liabilityId;
  if (id !== undefined) {
    const ref = await findLenderRef(tx, id);
    if (!ref || ref.realEstateOwnedId !== body.realEstateOwnedId) throw new AppError('FORBIDDEN');
  }
  if (!body.activeInd) {
    if (id === undefined) throw new AppError('FORBIDDEN');
    await deactivateLender(tx, id);
  } else {
    const values = lenderValues(body);
    if (id === undefined) id = await insertLender(tx, body.realEstateOwnedId, values);
    else await updateLender(tx, id, values);
    await setLenderApplications(tx, id, body.applicationIds ?? [session.applicationId]);
  }
  const saved = await findLender(tx, id);
  if (!saved) throw new Error(`lender ${id} vanished`);
  return saved;
}
