export { widgets, fields, templates, assertRegistered } from './registry';
export { theme } from './theme';
export { fieldIdForProperty } from './templates/field-id';
export { ScreenLanguageProvider, type ScreenLanguage } from './screen-language';
export { rjsfStrings } from './rjsf-strings';
