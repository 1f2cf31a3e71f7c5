export { widgets, fields, templates, assertRegistered } from './registry';
export { theme, type Theme } from './theme';
export { fieldIdForProperty, focusField } from './templates/field-id';
