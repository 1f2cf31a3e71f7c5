import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness, type FormHarnessArgs } from './form-harness';

const meta: Meta<FormHarnessArgs> = {
  title: 'Widgets/ArrayRows',
  render: (args) => <FormHarness {...args} />,
  args: {
    schema: {
      type: 'object',
      properties: {
        gifts: {
          type: 'array',
          title: 'Gifts or Grants',
          minItems: 1,
          items: {
            type: 'object',
            title: 'Gift or Grant',
            required: ['source', 'value'],
            properties: {
              source: { type: 'string', title: 'Source', enum: ['Relative', 'Employer', 'Lender'] },
              value: { type: 'number', title: 'Cash or Market Value' },
            },
          },
        },
      },
    },
    uiSchema: {
      gifts: {
        'ui:options': { addLabel: 'Add Gift or Grant', removeLabel: 'Remove', orderable: false },
        items: { source: { 'ui:widget': 'SelectWidget' }, value: { 'ui:widget': 'MoneyWidget' } },
      },
    },
    formData: { gifts: [{ source: 'Relative', value: 5000 }] },
  },
};
export default meta;

type Story = StoryObj<FormHarnessArgs>;

/** ArrayFieldTemplate + ArrayFieldItemTemplate + AddButton / RemoveButton, labelled from the array's ui:options. */
export const Gifts: Story = {};
export const Empty: Story = { args: { formData: { gifts: [] } } };
