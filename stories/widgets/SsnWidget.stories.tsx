import type { Meta, StoryObj } from '@storybook/react-vite';
import SsnWidget from '../../src/widgets/SsnWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/SsnWidget',
  render: (args) => <WidgetHarness widget={SsnWidget} args={args} />,
  args: { label: 'Last 6 digits of SSN or ITIN', required: true, help: 'Enter the last 6 digits of your SSN or ITIN.' },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Social Security Number (SSN) or Individual Taxpayer ID (ITIN) must be at least 6 digits.' } };
