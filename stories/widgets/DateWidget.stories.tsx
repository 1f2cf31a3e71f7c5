import type { Meta, StoryObj } from '@storybook/react-vite';
import DateWidget from '../../src/widgets/DateWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/DateWidget',
  render: (args) => <WidgetHarness widget={DateWidget} args={args} />,
  args: { label: 'Date of Birth', required: true, help: 'MM/DD/YYYY' },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Date of Birth is a required field.' } };
