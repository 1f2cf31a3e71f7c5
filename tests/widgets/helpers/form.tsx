import Form from '@rjsf/core';
import type { CustomValidator, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fields, templates, widgets } from '../../../widgets';

afterEach(() => cleanup());

type CustomValidate = CustomValidator;

/** Renders a whole rjsf Form with our registry (widgets, fields, templates), a submit button and spies. */
export function renderForm(schema: RJSFSchema, uiSchema: UiSchema = {}, formData: unknown = undefined, customValidate?: CustomValidate) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  const view = render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator as ValidatorType}
      widgets={widgets}
      fields={fields}
      templates={templates}
      customValidate={customValidate}
      noHtml5Validate
      showErrorList="top"
      onSubmit={(event) => onSubmit(event.formData)}
      onChange={(event) => onChange(event.formData)}
    >
      <button type="submit">Next</button>
    </Form>,
  );
  return { ...view, onSubmit, onChange };
}
