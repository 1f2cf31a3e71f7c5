import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { Button } from '../../src/widgets/styles';
import { RegistryForm } from './registry-form';

type CustomValidate = CustomValidator;

export interface FormHarnessArgs {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
  customValidate?: CustomValidate;
}

/** A whole rjsf form with our registry (templates that need the form: groups, rows), a Next button and its data. */
export function FormHarness({ schema, uiSchema, formData, customValidate }: FormHarnessArgs) {
  const [data, setData] = useState<unknown>(formData);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <RegistryForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        customValidate={customValidate}
        onChange={(event) => setData(event.formData)}
      >
        <Button type="submit" $variant="primary">
          Next
        </Button>
      </RegistryForm>
      <pre style={{ marginTop: '1rem', fontSize: '0.875rem' }}>value: {JSON.stringify(data) ?? 'undefined'}</pre>
    </div>
  );
}
