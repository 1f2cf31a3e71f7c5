import type { Meta, StoryObj } from '@storybook/react-vite';
import CheckboxWidget from '../../src/widgets/CheckboxWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/CheckboxWidget',
  render: (args) => <WidgetHarness widget={CheckboxWidget} args={args} />,
  args: { label: 'Paid off at or before closing', schema: { type: 'boolean' }, value: false },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const Checked: Story = { args: { value: true } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = { args: { error: 'Please check one of the above.' } };
