import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

/** The dimmed page behind a dialog or drawer. */
export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgb(0 0 0 / 45%);
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 41;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: min(32rem, calc(100% - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 8px 32px rgb(0 0 0 / 30%);
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 1.25rem;
  }
`;

export interface DialogProps {
  open: boolean;
  /** Called when the user closes the dialog (button, Escape or a click outside). */
  onClose: () => void;
  title: string;
  description: ReactNode;
  closeLabel: string;
  /** More content after the description (e.g. a list), before the close button. */
  children?: ReactNode;
}

interface FrameProps {
  open: boolean;
  onDismiss: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** The radix frame both dialogs share: overlay, focus trap, Escape and a click outside dismiss, labelled by its title. */
function DialogFrame({ open, onDismiss, title, description, children }: FrameProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <RadixDialog.Portal>
        <Overlay />
        <Content>
          <RadixDialog.Title>{title}</RadixDialog.Title>
          <RadixDialog.Description>{description}</RadixDialog.Description>
          {children}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A modal message with one close button (Radix; loaded with the first dialog a page opens). */
export function Dialog({ open, onClose, title, description, closeLabel, children }: DialogProps) {
  return (
    <DialogFrame open={open} onDismiss={onClose} title={title} description={description}>
      {children}
      <RadixDialog.Close asChild>
        <Button type="button">{closeLabel}</Button>
      </RadixDialog.Close>
    </DialogFrame>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
}

/** A question before an action that cannot be undone; focus starts on Cancel, the safe answer. */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onDismiss={onCancel} title={title} description={description}>
      <Actions>
        <RadixDialog.Close asChild>
          <Button type="button" $variant="secondary">{cancelLabel}</Button>
        </RadixDialog.Close>
        <Button type="button" onClick={onConfirm}>{confirmLabel}</Button>
      </Actions>
    </DialogFrame>
  );
}
