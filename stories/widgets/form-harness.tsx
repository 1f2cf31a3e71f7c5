import Form from '@rjsf/core';
import type { CustomValidator, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { fields, templates, widgets } from '../../widgets';
import { Button } from '../../widgets/styles';

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
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator as ValidatorType}
        widgets={widgets}
        fields={fields}
        templates={templates}
        customValidate={customValidate}
        noHtml5Validate
        showErrorList="top"
        onChange={(event) => setData(event.formData)}
      >
        <Button type="submit" $variant="primary">
          Next
        </Button>
      </Form>
      <pre style={{ marginTop: '1rem', fontSize: '0.875rem' }}>value: {JSON.stringify(data) ?? 'undefined'}</pre>
    </div>
  );
}
