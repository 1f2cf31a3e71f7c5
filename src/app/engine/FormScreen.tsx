import { useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { deepEquals, mergeObjects, useDeepCompareMemo } from '@rjsf/utils';
import { assertRegistered, fields, ScreenLanguageProvider, templates, theme, widgets } from '../../widgets';
import type { FormData, ScreenModule } from './types';
import { validatorFor } from './validator';
import { orderErrors } from './order-errors';
import { oneMessagePerField } from '../../shared/errors/one-message-per-field';
import { isInFields } from '../../shared/binding/rules';
import { useSyncedData } from './use-synced-data';
import { focusFirstInvalid } from './focus-first-invalid';
import { touchedErrors } from './touched-errors';
import { validateOnOf } from './validate-on';
import type { ShownLanguage } from '../i18n/shown-language';
import { UntranslatedNotice } from '../i18n/UntranslatedNotice';
import { schemaText, shownScreen } from './shown-screen';
import { useFormLanguage } from './use-form-language';
import { ScreenPage } from './ScreenPage';

export interface FormScreenProps<T extends FormData = FormData> {
  screen: ScreenModule;
  formData: T;
  formContext?: Record<string, unknown>;
  /**
   * Merged over the screen's uiSchema. A function is called again with the current form data on every change
   * (data-dependent UI: a group disabled or an option relabelled by an answer).
   */
  uiSchemaOverrides?: UiSchema | ((formData: T) => UiSchema | undefined);
  /** The fields a rule hides for this form data: their errors are not shown (a hidden field is never missing). */
  hiddenFields?: (formData: T) => readonly string[];
  /** The data rules of the screen: the form data to show after the user changed `previous` into `next`. */
  applyChange?: (next: T, previous: T) => T;
  /** Called with valid data; may return a promise (a failed save keeps what the user typed). */
  onSubmit: (formData: T) => unknown;
  /** Every change of the form data, after `applyChange` (e.g. to tell Update from Cancel on edit screens). */
  onChange?: (formData: T) => void;
  busy?: boolean;
  /** The page's buttons; rendered inside the form so Enter submits. */
  actions: ReactNode;
  /**
   * The language the caller shows the screen in, when `actions` or overrides carry texts of the caller's (see
   * useScreenTexts); by default the screen's own texts and the widgets' words decide.
   */
  shown?: ShownLanguage;
  id?: string;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
`;

const Status = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;

/** A `const` (e.g. the first oneOf option) must never pre-answer a question the user has not answered. */
const DEFAULTS = { constAsDefaults: 'never', emptyObjectFields: 'skipDefaults' } as const;

/**
 * Renders one generated screen with our widgets and the precompiled validator. Fields are validated on submit; a
 * screen whose `.ui.json` has `"ui:options": { "validateOn": "blur" }` also validates each field the user leaves.
 * The screen is shown wholly in the borrower's language or wholly in English (with a notice): its UI schema is
 * translated before use, the schema's texts where they are shown (the widgets read the language from their context),
 * and the validator's messages as they are reported.
 */
export default function FormScreen<T extends FormData = FormData>(props: FormScreenProps<T>) {
  const { screen, formContext, uiSchemaOverrides, hiddenFields, applyChange, onSubmit, onChange, busy = false, actions } = props;
  const { shown, t, language, translateString } = useFormLanguage(screen.screenId, props.shown);
  const shownUi = shownScreen(screen, shown).uiSchema;
  const id = props.id ?? `form-${screen.screenId.replace(/\W+/g, '-')}`;
  const data = useSyncedData(props.formData);
  const [errorCount, setErrorCount] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const submittedRef = useRef(false);
  const submitting = useRef(false);
  const formRef = useRef<Form<T>>(null);
  const touched = useRef(new Set<string>());
  const validateOn = validateOnOf(screen.uiSchema);
  const overridesFor = (formData: T) => (typeof uiSchemaOverrides === 'function' ? uiSchemaOverrides(formData) : uiSchemaOverrides);
  const overrides = useDeepCompareMemo(overridesFor(data.current));
  const uiSchema = useMemo(() => {
    const merged = overrides ? (mergeObjects(shownUi, overrides) as UiSchema) : shownUi;
    assertRegistered(merged, screen.screenId);
    return merged;
  }, [screen.screenId, shownUi, overrides]);
  const validator = validatorFor(screen);
  const title = schemaText(screen, shown, 'title');
  const description = schemaText(screen, shown, 'description');

  const handleSubmit = (event: IChangeEvent<T>) => {
    setErrorCount(0);
    if (busy || !event.formData) return;
    onSubmit(event.formData);
  };
  const handleError = (errors: RJSFValidationError[]) => {
    if (submitting.current) setErrorCount(errors.length);
  };
  // Not rjsf's liveValidate="onBlur": its blur report can carry the data from before a change made in the same click
  // (e.g. leaving one radio group by choosing in another), which undid that change. Validating the committed data
  // after the blur only writes errors, never data; focus moves to the first error only on submit.
  const validateLeftField = (fieldId: string) => {
    touched.current.add(fieldId);
    if (validateOn !== 'blur') return;
    setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      data.catchUp(); // see markSubmitted
      form.validateFormWithFormData(form.state.formData);
    }, 0);
  };
  const transformErrors = (errors: RJSFValidationError[], ui?: UiSchema) => {
    const hidden = hiddenFields?.(data.current) ?? [];
    const asked = hidden.length > 0 ? errors.filter((error) => !isInFields(error.property ?? '', hidden)) : errors;
    const reported = oneMessagePerField(asked, (error) => error.property ?? '', (error) => error.schemaPath);
    const ordered = orderErrors(validateOn === 'blur' && !submittedRef.current ? touchedErrors(reported, touched.current) : reported, ui);
    // The validator is English (its messages are the schema's ajv-errors texts): each is shown in the screen's language.
    return ordered.map((error) => (error.message ? { ...error, message: shown.tr(error.message) } : error));
  };
  // The form holds its own change: it is rendered again only when a rule rewrote the data, when the UI the data drives
  // changed, or while errors show (rjsf clears a field's errors when the data it is handed changes there).
  const keepOrHand = (reported: T, next: T) => {
    if (next !== reported && !deepEquals(next, reported)) data.replace(reported, next);
    else if (!deepEquals(overridesFor(next), overrides) || (formRef.current?.state.errors.length ?? 0) > 0) data.show(next);
    else data.keep(next);
  };
  // Errors are worked out on the data rjsf holds, so it is handed that data first: a later render handing it would
  // clear the new errors of the fields changed since the last render (as if the user had just changed them).
  const markSubmitted = () => {
    data.catchUp();
    submittedRef.current = true;
    submitting.current = true;
    setTimeout(() => (submitting.current = false), 0);
    setSubmitted(true);
  };

  return (
    <ScreenLanguageProvider value={language}>
      <ScreenPage lang={shown.lang} aria-busy={busy || undefined} onSubmitCapture={markSubmitted}>
        <UntranslatedNotice shown={shown} />
        {title ? <h1 id={`${id}-title`}>{title}</h1> : null}
        {description ? <p id={`${id}-description`}>{description}</p> : null}
        <Status role="status" aria-live="polite">
          {errorCount > 0 ? t('fieldsNeedAttention', { count: errorCount }) : ''}
        </Status>
        <Form<T>
          // A change of language shows the form anew: errors reported in the other language go (typed data stays).
          key={shown.lang}
          ref={formRef}
          id={id}
          schema={screen.schema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={widgets}
          fields={fields}
          templates={templates}
          formData={data.current}
          formContext={formContext}
          translateString={translateString}
          noHtml5Validate
          showErrorList={validateOn === 'blur' && !submitted ? false : 'top'}
          focusOnFirstError={() => {
            if (submitting.current) focusFirstInvalid(id);
          }}
          transformErrors={transformErrors}
          experimental_defaultFormStateBehavior={DEFAULTS}
          onBlur={validateLeftField}
          onChange={(event) => {
            const next = applyChange ? applyChange(event.formData as T, data.current) : (event.formData as T);
            keepOrHand(event.formData as T, next);
            onChange?.(next);
          }}
          onSubmit={handleSubmit}
          onError={handleError}
        >
          <Actions>{actions}</Actions>
        </Form>
      </ScreenPage>
    </ScreenLanguageProvider>
  );
}
