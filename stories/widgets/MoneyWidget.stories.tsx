import type { Meta, StoryObj } from '@storybook/react-vite';
import MoneyWidget from '../../src/widgets/MoneyWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/MoneyWidget',
  render: (args) => <WidgetHarness widget={MoneyWidget} args={args} />,
  args: { label: 'Monthly Base Income', schema: { type: 'number' }, value: 4250 },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Monthly Base Income must be greater than 0.' } };
