import type { Meta, StoryObj } from '@storybook/react-vite';
import YesNoWidget from '../../src/widgets/YesNoWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/YesNoWidget',
  render: (args) => <WidgetHarness widget={YesNoWidget} args={args} />,
  args: { label: 'Do you have any dependents?', required: true, schema: { type: 'boolean' } },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Dependents is a required field.' } };
