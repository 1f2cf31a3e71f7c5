import type { Meta, StoryObj } from '@storybook/react-vite';
import SelectWidget from '../../src/widgets/SelectWidget';
import { WidgetHarness, type HarnessArgs } from './harness';

const meta: Meta<HarnessArgs> = {
  title: 'Widgets/SelectWidget',
  render: (args) => <WidgetHarness widget={SelectWidget} args={args} />,
  args: { label: 'Suffix', options: { enumOptions: [{ label: 'None', value: 'None' }, { label: 'Jr.', value: 'Jr.' }, { label: 'Other', value: 'Other' }], enumDisabled: ['Jr.'] } },
};
export default meta;

type Story = StoryObj<HarnessArgs>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Suffix must be one of the listed options.' } };
