import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness, type FormHarnessArgs } from './form-harness';

const meta: Meta<FormHarnessArgs> = {
  title: 'Widgets/ReadOnly',
  render: (args) => <FormHarness {...args} />,
  args: {
    schema: {
      type: 'object',
      properties: {
        streetAddress: { type: 'string', title: 'Street Address' },
        loanPurpose: { type: 'string', title: 'Loan Purpose', oneOf: [{ const: 'Refinance', title: 'Refinance' }, { const: 'Purchase', title: 'Purchase' }] },
        loanAmount: { type: 'number', title: 'Loan Amount' },
      },
    },
    uiSchema: { 'ui:readonly': true, loanPurpose: { 'ui:widget': 'SelectWidget' }, loanAmount: { 'ui:widget': 'MoneyWidget' } },
    formData: { streetAddress: '12 Oak St', loanPurpose: 'Refinance', loanAmount: 250000 },
  },
};
export default meta;

type Story = StoryObj<FormHarnessArgs>;

/** `ui:readonly` fields: text inputs marked readonly (a select shows its chosen label). */
export const SubjectProperty: Story = {};
