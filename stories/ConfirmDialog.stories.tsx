import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '../src/app/components/Dialog';
import { listScreenTexts as texts } from '../src/app/engine/list-screen/texts';

/** The question a list asks before it deletes an item (Cancel has the focus). */
const meta: Meta<typeof ConfirmDialog> = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: texts.confirmTitle('123 Main St'),
    description: texts.confirmText,
    confirmLabel: texts.delete,
    cancelLabel: texts.cancel,
    onConfirm: () => console.info('confirm'),
    onCancel: () => console.info('cancel'),
  },
};
export default meta;

export const DeleteListItem: StoryObj<typeof ConfirmDialog> = {};
