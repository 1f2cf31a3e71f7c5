import type { Meta, StoryObj } from '@storybook/react-vite';
import CheckboxesWidget from '../../src/widgets/CheckboxesWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const borrowers = [
  { label: 'Jane Doe', value: 7001 },
  { label: 'John Doe', value: 7002 },
];

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/CheckboxesWidget',
  render: (args) => <WidgetHarness widget={CheckboxesWidget} args={args} />,
  args: {
    label: 'Names on Shared Account',
    required: true,
    schema: { type: 'array', items: { type: 'integer' } },
    options: { choices: borrowers },
    value: [7001],
  },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

/** Choices given at run time (`ui:options.choices`, from a binding's `choices`). */
export const BorrowerPicker: Story = {};
export const WithError: Story = { args: { value: [], error: 'Names on Shared Account is a required field.' } };
export const WithHelp: Story = { args: { help: 'Check every borrower whose name is on this account.' } };
