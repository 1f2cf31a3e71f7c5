/** Form data of the `info/contact` screen: phones as 10 digits, the extension as text (absent = unanswered). */
export interface ContactFormData {
  [key: string]: unknown;
  homePhoneNumber?: string;
  cellPhoneNumber?: string;
  workPhoneNumber?: string;
  workPhoneExtn?: string;
  emailAddress?: string;
}

export const CONTACT_FIELDS = [
  'homePhoneNumber',
  'cellPhoneNumber',
  'workPhoneNumber',
  'workPhoneExtn',
  'emailAddress',
] as const;
