import type { Meta, StoryObj } from '@storybook/react-vite';
import RadioWidget from '../../src/widgets/RadioWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/RadioWidget',
  render: (args) => <WidgetHarness widget={RadioWidget} args={args} />,
  args: { label: 'Marital Status', required: true, options: { enumOptions: [{ label: 'Married', value: 'Married' }, { label: 'Separated', value: 'Separated' }, { label: 'Unmarried', value: 'Unmarried' }] } },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Marital Status is a required field.' } };
export const JointCreditUnavailable: Story = {
  args: {
    label: 'Are you applying for individual or joint credit?',
    schema: { type: 'integer' },
    options: { enumOptions: [{ label: 'Individual', value: 1 }, { label: 'Joint', value: 2 }], enumDisabled: [2] },
    help: 'A joint borrower must be on file to apply for joint credit.',
  },
};
