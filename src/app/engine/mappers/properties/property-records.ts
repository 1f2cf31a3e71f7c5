import type { LenderInfo, PropertyInfo } from '../../../../shared/api';
import { RecordNotFoundError, type AfterSave, type ScreenContext } from '../types';

/** The application's active properties, in the profile's order. */
export const activeProperties = (ctx: ScreenContext): PropertyInfo[] => ctx.profile.propertyInfo.filter((p) => p.activeInd);

/** A property's active lenders, in the profile's order. */
export const activeLenders = (p: PropertyInfo): LenderInfo[] => p.liabilities.filter((l) => l.activeInd);

/** The active property the route's `:realEstateOwnedId` names; none on the add screen. */
export function routeProperty(ctx: ScreenContext): PropertyInfo | undefined {
  const id = ctx.params.realEstateOwnedId;
  if (id === undefined) return undefined;
  const found = activeProperties(ctx).find((p) => String(p.realEstateOwnedId) === id);
  if (!found) throw new RecordNotFoundError('property', id);
  return found;
}

/**
 * The lender screens need the property: add-lender/:realEstateOwnedId and edit-lender/:realEstateOwnedId/:lenderId.
 * The fast path's add-lender without the id is for the newest property the borrower added ("add-lender for the newest
 * property"; the subject property comes with the offer).
 */
export function lenderProperty(ctx: ScreenContext): PropertyInfo {
  const property = routeProperty(ctx) ?? newestProperty(ctx);
  if (!property) throw new RecordNotFoundError('property', undefined);
  return property;
}

function newestProperty(ctx: ScreenContext): PropertyInfo | undefined {
  return activeProperties(ctx).filter((p) => p.subjectPropertyInd !== true).reduce<PropertyInfo | undefined>(
    (newest, p) => (!newest || p.realEstateOwnedId > newest.realEstateOwnedId ? p : newest), undefined);
}

/** The active lender the route's `:lenderId` names on its property; none on add-lender. */
export function routeLender(ctx: ScreenContext, property: PropertyInfo): LenderInfo | undefined {
  const id = ctx.params.lenderId;
  if (id === undefined) return undefined;
  const found = activeLenders(property).find((l) => String(l.liabilityId) === id);
  if (!found) throw new RecordNotFoundError('lender', id);
  return found;
}

/** After a save: on to `lender`'s edit screen (with the route parameters given), or on by the flow when there is none. */
export function onToLender(params: Record<string, string>, lender: LenderInfo | undefined): AfterSave {
  return lender ? { params: { ...params, lenderId: String(lender.liabilityId) }, to: 'edit-lender' } : { params };
}
