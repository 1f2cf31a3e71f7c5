import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import type { OfferResponse } from '../../shared/api';
import { Overlay } from '../components/RadixDialogs';
import { OutlineButton } from './MobileButton';
import { OfferSummary } from './OfferSummary';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';

const Drawer = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 41;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(${({ theme }) => theme.sidePanelWidth}, 100%);
  overflow: auto;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: -4px 0 24px rgb(0 0 0 / 30%);
`;

const CloseButton = styled(OutlineButton)`
  margin-bottom: 0.5rem;
`;

export interface OfferDrawerProps {
  offer: OfferResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the drawer closes: its trigger, which lives outside this chunk. */
  returnFocusTo: () => void;
}

/** The offer details as a drawer under 768 px. Its own chunk: Radix loads when a borrower first opens it. */
export function OfferDrawer({ offer, open, onOpenChange, returnFocusTo }: OfferDrawerProps) {
  const t = useMessages(layoutMessages);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Drawer
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo();
          }}
        >
          <RadixDialog.Title className="visually-hidden">{t('offerDetails')}</RadixDialog.Title>
          <RadixDialog.Close asChild>
            <CloseButton type="button">{t('close')}</CloseButton>
          </RadixDialog.Close>
          <OfferSummary offer={offer} placement="panel" />
        </Drawer>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
