import type { FieldError } from '../../../shared/api/errors';
import type { OfferDocument } from './offer-document';

const NOT_ON_OFFER = 'must be the borrowerId of a borrower of this offer';

/** What the schema cannot say: borrower ids are unique and every borrower id the body refers to is one of them. */
export function crossReferenceErrors(doc: OfferDocument): FieldError[] {
  const errors: FieldError[] = [];
  const ids = new Set<number>();
  doc.borrowers.forEach((b, i) => {
    if (ids.has(b.borrowerId)) errors.push({ field: `borrowers.${i}.borrowerId`, message: 'must not repeat another borrower' });
    ids.add(b.borrowerId);
  });
  const check = (id: number | null | undefined, field: string): void => {
    if (id !== null && id !== undefined && !ids.has(id)) errors.push({ field, message: NOT_ON_OFFER });
  };
  doc.borrowers.forEach((b, i) => {
    check(b.jointCreditBorrowerId, `borrowers.${i}.jointCreditBorrowerId`);
    (b.otherLiabilities ?? []).forEach((l, j) => {
      (l.sharedWithBorrowerIds ?? []).forEach((id, k) => check(id, `borrowers.${i}.otherLiabilities.${j}.sharedWithBorrowerIds.${k}`));
    });
  });
  (doc.properties ?? []).forEach((p, i) => {
    p.ownerBorrowerIds.forEach((id, k) => check(id, `properties.${i}.ownerBorrowerIds.${k}`));
  });
  return errors;
}
