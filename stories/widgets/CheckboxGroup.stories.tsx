import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness, type FormHarnessArgs } from './form-harness';

const message = 'Please check one of the above.';

/**
 * A checkbox group: a nested object of booleans, drawn by the ObjectFieldset template as a fieldset whose legend is
 * the object's title, with the object's own error ("at least one") under the legend.
 */

const meta: Meta<FormHarnessArgs> = {
  title: 'Widgets/CheckboxGroup',
  render: (args) => <FormHarness {...args} />,
  args: {
    schema: {
      type: 'object',
      properties: {
        bankruptcyChapters: {
          type: 'object',
          title: 'If YES, identify the type(s) of bankruptcy:',
          properties: {
            chapter7Ind: { type: 'boolean', title: 'Chapter 7' },
            chapter11Ind: { type: 'boolean', title: 'Chapter 11' },
            chapter12Ind: { type: 'boolean', title: 'Chapter 12' },
            chapter13Ind: { type: 'boolean', title: 'Chapter 13' },
          },
        },
      },
    },
    uiSchema: { bankruptcyChapters: { chapter7Ind: { 'ui:widget': 'CheckboxWidget' } } },
    formData: { bankruptcyChapters: {} },
    // In the screens this is a schema rule (anyOf + errorMessage); press Next with nothing checked.
    customValidate: (data, errors) => {
      const chapters = (data as { bankruptcyChapters?: Record<string, boolean> } | undefined)?.bankruptcyChapters ?? {};
      if (!Object.values(chapters).some(Boolean)) (errors as { bankruptcyChapters?: { addError(m: string): void } }).bankruptcyChapters?.addError(message);
      return errors;
    },
  },
};
export default meta;

type Story = StoryObj<FormHarnessArgs>;

/** Press Next with no box checked: the group's error shows under its legend, and focus goes to its first box. */
export const Default: Story = {};
