// The anchor's form route (loaded lazily): stock RJSF 6 with its runtime ajv validator, one field.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Heading, Page } from './ui';

const schema: RJSFSchema = {
  type: 'object',
  required: ['firstName'],
  properties: { firstName: { type: 'string', title: 'First Name', maxLength: 50 } },
};

export function FormPage() {
  return (
    <Page>
      <Heading>Tell Us About Yourself</Heading>
      <Form schema={schema} validator={validator} />
    </Page>
  );
}
