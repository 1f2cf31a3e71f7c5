import Form, { type FormProps } from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fields, templates, widgets } from '../../src/widgets';

type RegistryFormProps = Omit<FormProps, 'validator' | 'widgets' | 'fields' | 'templates'>;

/** A whole rjsf Form with our registry (widgets, fields, templates), rjsf's ajv validator and errors listed on top. */
export function RegistryForm(props: RegistryFormProps) {
  return (
    <Form
      validator={validator as ValidatorType}
      widgets={widgets}
      fields={fields}
      templates={templates}
      noHtml5Validate
      showErrorList="top"
      {...props}
    />
  );
}
