import type { ContactInfo } from '../../../../shared/api';
import type { ScreenContext } from '../types';
import { CONTACT_FIELDS, type ContactFormData } from './contact-form';

/** GetBorrowerData contactInfo -> `info/contact` form data; blank values stay unanswered. */
export function profileToContactForm(ctx: ScreenContext): ContactFormData {
  const contact: ContactInfo | null = ctx.profile.contactInfo;
  const form: ContactFormData = {};
  for (const field of CONTACT_FIELDS) {
    const value = contact?.[field];
    if (typeof value === 'string' && value.trim() !== '') form[field] = value.trim();
  }
  return form;
}
