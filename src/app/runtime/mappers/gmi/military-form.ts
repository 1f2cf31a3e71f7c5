/** The service statuses of the `military/military-service` checkbox group (spec section 3 "Military"). */
export const SERVICE_STATUS_FIELDS = [
  'currentlyOnActiveDutyInd',
  'veteranInd',
  'reserveOrNationalGuardInd',
  'survivingSpouseInd',
] as const;

export type ServiceStatusField = (typeof SERVICE_STATUS_FIELDS)[number];

/** Form data of `military/military-service` (absent = unanswered): the statuses as a nested group of boxes. */
export interface MilitaryFormData {
  [key: string]: unknown;
  militaryServiceInd?: boolean;
  serviceStatus?: Partial<Record<ServiceStatusField, boolean>>;
  serviceTourExpirationDate?: string;
}
