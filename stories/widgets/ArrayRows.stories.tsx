import type { Meta, StoryObj } from '@storybook/react-vite';
import { giftsExample } from '../fixtures/gifts-example';
import { FormHarness, type FormHarnessArgs } from './form-harness';

const meta: Meta<FormHarnessArgs> = {
  title: 'Widgets/ArrayRows',
  render: (args) => <FormHarness {...args} />,
  args: giftsExample,
};
export default meta;

type Story = StoryObj<FormHarnessArgs>;

/** ArrayFieldTemplate + ArrayFieldItemTemplate + AddButton / RemoveButton, labelled from the array's ui:options. */
export const Gifts: Story = {};
export const Empty: Story = { args: { formData: { gifts: [] } } };
