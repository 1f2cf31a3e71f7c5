import { useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { mergeObjects } from '@rjsf/utils';
import { assertRegistered, fields, templates, theme, widgets } from '../../../widgets';
import type { FormData, ScreenModule } from './types';
import { validatorFor } from './validator';
import { orderErrors } from './order-errors';
import { oneMessagePerField } from '../../shared/errors/one-message-per-field';
import { isInFields } from '../../shared/binding/rules';
import { useSyncedData } from './use-synced-data';
import { focusFirstInvalid } from './focus-first-invalid';
import { touchedErrors } from './touched-errors';
import { validateOnOf } from './validate-on';

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
  id?: string;
}

const Page = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.md};
  h1 {
    margin: 0 0 ${theme.space.lg};
    font-size: clamp(1.5rem, 5vw, 2rem);
    line-height: 1.25;
    color: ${theme.color.text};
  }
`;

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
 */
export default function FormScreen<T extends FormData = FormData>(props: FormScreenProps<T>) {
  const { screen, formContext, uiSchemaOverrides, hiddenFields, applyChange, onSubmit, onChange, busy = false, actions } = props;
  const id = props.id ?? `form-${screen.screenId.replace(/\W+/g, '-')}`;
  const [data, setData] = useSyncedData(props.formData);
  const [errorCount, setErrorCount] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const submittedRef = useRef(false);
  const submitting = useRef(false);
  const formRef = useRef<Form<T>>(null);
  const touched = useRef(new Set<string>());
  const validateOn = validateOnOf(screen.uiSchema);
  const overrides = typeof uiSchemaOverrides === 'function' ? uiSchemaOverrides(data) : uiSchemaOverrides;
  const uiSchema = useMemo(() => {
    const merged = overrides ? (mergeObjects(screen.uiSchema, overrides) as UiSchema) : screen.uiSchema;
    assertRegistered(merged, screen.screenId);
    return merged;
  }, [screen, overrides]);
  const validator = validatorFor(screen);
  const title = typeof screen.schema.title === 'string' ? screen.schema.title : undefined;
  const description = typeof screen.schema.description === 'string' ? screen.schema.description : undefined;

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
      if (form) form.validateFormWithFormData(form.state.formData);
    }, 0);
  };
  const transformErrors = (errors: RJSFValidationError[], ui?: UiSchema) => {
    const hidden = hiddenFields?.(data) ?? [];
    const asked = hidden.length > 0 ? errors.filter((error) => !isInFields(error.property ?? '', hidden)) : errors;
    const shown = oneMessagePerField(asked, (error) => error.property ?? '', (error) => error.schemaPath);
    return orderErrors(validateOn === 'blur' && !submittedRef.current ? touchedErrors(shown, touched.current) : shown, ui);
  };
  const markSubmitted = () => {
    submittedRef.current = true;
    submitting.current = true;
    setTimeout(() => (submitting.current = false), 0);
    setSubmitted(true);
  };

  return (
    <Page aria-busy={busy || undefined} onSubmitCapture={markSubmitted}>
      {title ? <h1 id={`${id}-title`}>{title}</h1> : null}
      {description ? <p id={`${id}-description`}>{description}</p> : null}
      <Status role="status" aria-live="polite">
        {errorCount > 0 ? `${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention.` : ''}
      </Status>
      <Form<T>
        ref={formRef}
        id={id}
        schema={screen.schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formData={data}
        formContext={formContext}
        noHtml5Validate
        showErrorList={validateOn === 'blur' && !submitted ? false : 'top'}
        focusOnFirstError={() => {
          if (submitting.current) focusFirstInvalid(id);
        }}
        transformErrors={transformErrors}
        experimental_defaultFormStateBehavior={DEFAULTS}
        onBlur={validateLeftField}
        onChange={(event) => {
          const next = applyChange ? applyChange(event.formData as T, data) : (event.formData as T);
          setData(next);
          onChange?.(next);
        }}
        onSubmit={handleSubmit}
        onError={handleError}
      >
        <Actions>{actions}</Actions>
      </Form>
    </Page>
  );
}
