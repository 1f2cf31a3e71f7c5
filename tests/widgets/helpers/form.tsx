import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { RegistryForm } from '../../../stories/widgets/registry-form';

afterEach(() => cleanup());

type CustomValidate = CustomValidator;

/** Renders a whole rjsf Form with our registry (widgets, fields, templates), a submit button and spies. */
export function renderForm(schema: RJSFSchema, uiSchema: UiSchema = {}, formData: unknown = undefined, customValidate?: CustomValidate) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  const view = render(
    <RegistryForm
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      customValidate={customValidate}
      onSubmit={(event) => onSubmit(event.formData)}
      onChange={(event) => onChange(event.formData)}
    >
      <button type="submit">Next</button>
    </RegistryForm>,
  );
  return { ...view, onSubmit, onChange };
}
