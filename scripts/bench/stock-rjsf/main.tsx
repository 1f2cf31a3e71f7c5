// The anchor for the form screens' weight and typing: a stock one-field RJSF 6 form with React 19 and
// styled-components, built by Vite as a user of those libraries would, nothing of ours in it.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const Page = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1rem;
`;

const schema: RJSFSchema = {
  title: 'Tell Us About Yourself',
  type: 'object',
  required: ['firstName'],
  properties: { firstName: { type: 'string', title: 'First Name', maxLength: 50 } },
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <Page>
    <Form schema={schema} validator={validator} />
  </Page>,
);
