import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType, UiSchema } from '@rjsf/utils';
import TextWidget from './TextWidget';
import DateWidget from './DateWidget';
import YesNoWidget from './YesNoWidget';
import RadioWidget from './RadioWidget';
import SelectWidget from './SelectWidget';
import PhoneWidget from './PhoneWidget';
import MoneyWidget from './MoneyWidget';
import SsnWidget from './SsnWidget';
import CheckboxWidget from './CheckboxWidget';
import CheckboxesWidget from './CheckboxesWidget';
import DependentAgesField from './fields/DependentAgesField';
import FieldTemplate from './templates/FieldTemplate';
import FieldErrorTemplate from './templates/FieldErrorTemplate';
import FieldHelpTemplate from './templates/FieldHelpTemplate';
import ErrorListTemplate from './templates/ErrorListTemplate';
import ObjectFieldTemplate from './templates/ObjectFieldTemplate';
import ArrayFieldTemplate from './templates/ArrayFieldTemplate';
import ArrayFieldItemTemplate from './templates/ArrayFieldItemTemplate';
import { ButtonTemplates } from './templates/ButtonTemplates';
import DescriptionFieldTemplate from './templates/DescriptionFieldTemplate';
import { shownInScreenLanguage } from './shown-widget';

/**
 * Keyed by the names `.ui.json` files use in `ui:widget` (the schema linter reads these keys from this file). Each
 * shows its label, placeholder and options in the screen's language.
 */
export const widgets: RegistryWidgetsType = {
  TextWidget: shownInScreenLanguage(TextWidget),
  DateWidget: shownInScreenLanguage(DateWidget),
  YesNoWidget: shownInScreenLanguage(YesNoWidget),
  RadioWidget: shownInScreenLanguage(RadioWidget),
  SelectWidget: shownInScreenLanguage(SelectWidget),
  PhoneWidget: shownInScreenLanguage(PhoneWidget),
  MoneyWidget: shownInScreenLanguage(MoneyWidget),
  SsnWidget: shownInScreenLanguage(SsnWidget),
  CheckboxWidget: shownInScreenLanguage(CheckboxWidget),
  CheckboxesWidget: shownInScreenLanguage(CheckboxesWidget),
};

/** Keyed by the names `.ui.json` files use in `ui:field`. */
export const fields: RegistryFieldsType = {
  DependentAgesField,
};

export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  FieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ErrorListTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates,
};

/** rjsf's own widget names (and aliases) that stay valid in `ui:widget`. */
const BUILTIN_WIDGETS = new Set([
  'hidden', 'text', 'textarea', 'password', 'email', 'checkbox', 'checkboxes', 'radio', 'select', 'updown', 'range', 'date',
  'HiddenWidget', 'TextareaWidget', 'PasswordWidget', 'EmailWidget', 'UpDownWidget',
]);

function walk(ui: unknown, path: string[], visit: (key: string, value: unknown, path: string[]) => void) {
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) return;
  for (const [key, value] of Object.entries(ui as Record<string, unknown>)) {
    visit(key, value, path);
    if (!key.startsWith('ui:')) walk(value, [...path, key], visit);
    if (key === 'items') walk(value, [...path, 'items'], visit);
  }
}

/** Throws, naming the widget/field and the registered names, when a uiSchema asks for one we do not have. */
export function assertRegistered(uiSchema: UiSchema | undefined, screenId = 'screen'): void {
  walk(uiSchema, [], (key, value, path) => {
    const where = path.length ? path.join('.') : '(root)';
    if (key === 'ui:widget' && typeof value === 'string' && !(value in widgets) && !BUILTIN_WIDGETS.has(value)) {
      throw new Error(
        `No widget '${value}' is registered (${screenId}, ${where}). Registered widgets: ${Object.keys(widgets).join(', ')}.`,
      );
    }
    if (key === 'ui:field' && typeof value === 'string' && !(value in fields)) {
      throw new Error(
        `No field '${value}' is registered (${screenId}, ${where}). Registered fields: ${Object.keys(fields).join(', ')}.`,
      );
    }
  });
}
