import type { ContextMapper } from '../types';
import { contactFormToPayload } from './contact-form-to-payload';
import type { ContactFormData } from './contact-form';
import { profileToContactForm } from './profile-to-contact-form';

const contact: ContextMapper<ContactFormData> = {
  call: 'UpdateBorrowerContact',
  toFormData: profileToContactForm,
  toPayload: contactFormToPayload,
};

export const contactMappers: Record<string, ContextMapper> = {
  'info/contact': contact as ContextMapper,
};
