import type { Meta, StoryObj } from '@storybook/react-vite';
import TextWidget from '../../src/widgets/TextWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/TextWidget',
  render: (args) => <WidgetHarness widget={TextWidget} args={args} />,
  args: { label: 'First Name', required: true },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'First Name is a required field.' } };
