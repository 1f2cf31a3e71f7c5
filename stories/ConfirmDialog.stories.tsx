import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '../src/app/components/Dialog';
import { listScreenMessages } from '../src/app/generated/messages/list-screen';
import { translator } from '../src/app/i18n/translator';

const t = translator(listScreenMessages, 'en', null);

/** The question a list asks before it deletes an item (Cancel has the focus). */
const meta: Meta<typeof ConfirmDialog> = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: t('confirmTitle', { title: '123 Main St' }),
    description: t('confirmText'),
    confirmLabel: t('delete'),
    cancelLabel: t('cancel'),
    onConfirm: () => console.info('confirm'),
    onCancel: () => console.info('cancel'),
  },
};
export default meta;

export const DeleteListItem: StoryObj<typeof ConfirmDialog> = {};
