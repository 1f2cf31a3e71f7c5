import type { Meta, StoryObj } from '@storybook/react-vite';
import PhoneWidget from '../../src/widgets/PhoneWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/PhoneWidget',
  render: (args) => <WidgetHarness widget={PhoneWidget} args={args} />,
  args: { label: 'Cell Phone', value: '5551234567' },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Cell Phone must be a valid 10-digit phone number.' } };
