import type { MilitaryFormData } from './military-form';

/**
 * The military form's data rules on change (pure): answering no (or not yet yes) clears the statuses and the date;
 * not on active duty clears the service tour expiration date. Returns `next` itself when nothing is cleared.
 */
export function applyMilitaryRules(next: MilitaryFormData): MilitaryFormData {
  if (next.militaryServiceInd !== true) {
    if (next.serviceStatus === undefined && next.serviceTourExpirationDate === undefined) return next;
    const { serviceStatus: _statuses, serviceTourExpirationDate: _date, ...rest } = next;
    return rest;
  }
  if (next.serviceStatus?.currentlyOnActiveDutyInd !== true && next.serviceTourExpirationDate !== undefined) {
    const { serviceTourExpirationDate: _date, ...rest } = next;
    return rest;
  }
  return next;
}
