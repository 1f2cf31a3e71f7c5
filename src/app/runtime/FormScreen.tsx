import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { mergeObjects } from '@rjsf/utils';
import { assertRegistered, fields, templates, theme, widgets } from '../../../widgets';
import type { FormData, ScreenModule } from './types';
import { validatorFor } from './validator';
import { orderErrors } from './order-errors';
import { useSyncedData } from './use-synced-data';
import { focusFirstInvalid } from './focus-first-invalid';

export interface FormScreenProps<T extends FormData = FormData> {
  screen: ScreenModule;
  formData: T;
  formContext?: Record<string, unknown>;
  uiSchemaOverrides?: UiSchema;
  /** Called with valid data; may return a promise (a failed save keeps what the user typed). */
  onSubmit: (formData: T) => unknown;
  /** Every change of the form data (e.g. to tell Update from Cancel on edit screens). */
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

/** Renders one generated screen with our widgets, the precompiled validator and validation on submit. */
export default function FormScreen<T extends FormData = FormData>(props: FormScreenProps<T>) {
  const { screen, formContext, uiSchemaOverrides, onSubmit, onChange, busy = false, actions } = props;
  const id = props.id ?? `form-${screen.screenId.replace(/\W+/g, '-')}`;
  const [data, setData] = useSyncedData(props.formData);
  const [errorCount, setErrorCount] = useState(0);
  const uiSchema = useMemo(() => {
    const merged = uiSchemaOverrides ? (mergeObjects(screen.uiSchema, uiSchemaOverrides) as UiSchema) : screen.uiSchema;
    assertRegistered(merged, screen.screenId);
    return merged;
  }, [screen, uiSchemaOverrides]);
  const validator = validatorFor(screen);
  const title = typeof screen.schema.title === 'string' ? screen.schema.title : undefined;

  const handleSubmit = (event: IChangeEvent<T>) => {
    setErrorCount(0);
    if (busy || !event.formData) return;
    onSubmit(event.formData);
  };
  const handleError = (errors: RJSFValidationError[]) => setErrorCount(errors.length);

  return (
    <Page aria-busy={busy || undefined}>
      {title ? <h1 id={`${id}-title`}>{title}</h1> : null}
      <Status role="status" aria-live="polite">
        {errorCount > 0 ? `${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention.` : ''}
      </Status>
      <Form<T>
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
        showErrorList="top"
        focusOnFirstError={() => focusFirstInvalid(id)}
        transformErrors={orderErrors}
        experimental_defaultFormStateBehavior={DEFAULTS}
        onChange={(event) => {
          setData(event.formData as T);
          onChange?.(event.formData as T);
        }}
        onSubmit={handleSubmit}
        onError={handleError}
      >
        <Actions>{actions}</Actions>
      </Form>
    </Page>
  );
}
