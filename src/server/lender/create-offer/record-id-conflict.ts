import type { FieldError } from '../../../shared/api/errors';
import type { OfferDocument } from './offer-document';

/** The body's record-id properties each table's key column holds (a property's address is its address row's id). */
const PROPERTIES_OF_COLUMN: Readonly<Record<string, readonly string[]>> = {
  address_id: ['addressId', 'realEstateOwnedId'],
  borrower_address_id: ['addressId'],
  employment_id: ['employmentId'],
  additional_income_id: ['additionalIncomeId'],
  asset_information_id: ['assetId'],
  borrower_asset_id: ['assetId'],
  liability_account_id: ['liabilityAccountId'],
  other_asset_id: ['otherAssetId'],
  other_liability_id: ['otherLiabilityId'],
  other_expense_id: ['otherExpenseId'],
  real_estate_owned_id: ['realEstateOwnedId'],
  liability_id: ['liabilityId'],
  application_id: ['applicationId'],
};

/** Where in the body a property has this value, as `borrowers.0.employments.1.employmentId`. */
function pathsOf(value: unknown, properties: readonly string[], id: number, at: string[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => pathsOf(item, properties, id, [...at, String(i)]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    properties.includes(key) && item === id ? [[...at, key].join('.')] : pathsOf(item, properties, id, [...at, key]));
}

/**
 * The records a unique violation of the offer's write names: PostgreSQL's detail says the key column and the id
 * ("Key (employment_id)=(10021) already exists."), and each record of the body holding that id is a field.
 */
export function recordIdConflictFields(doc: OfferDocument, error: unknown): FieldError[] | undefined {
  const detail = (error as { detail?: unknown }).detail;
  const match = typeof detail === 'string' ? /^Key \((\w+)\)=\((\d+)\)/.exec(detail) : null;
  const properties = match ? PROPERTIES_OF_COLUMN[match[1] ?? ''] : undefined;
  if (!match || !properties) return undefined;
  const id = Number(match[2]);
  const fields = pathsOf(doc, properties, id).map((field) => ({
    field, message: `record id ${id} is taken: another offer holds it, or another record of this offer repeats it`,
  }));
  return fields.length > 0 ? fields : undefined;
}
