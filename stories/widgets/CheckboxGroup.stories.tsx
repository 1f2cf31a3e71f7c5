import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankruptcyChaptersExample } from '../fixtures/bankruptcy-chapters-example';
import { FormHarness, type FormHarnessArgs } from './form-harness';

const meta: Meta<FormHarnessArgs> = {
  title: 'Widgets/CheckboxGroup',
  render: (args) => <FormHarness {...args} />,
  args: bankruptcyChaptersExample,
};
export default meta;

type Story = StoryObj<FormHarnessArgs>;

/** Press Next with no box checked: the group's error shows under its legend, and focus goes to its first box. */
export const Default: Story = {};
