import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import type { OfferResponse } from '../../shared/api';
import { MobileButton, OutlineButton } from './MobileButton';
import { OfferSummary } from './OfferSummary';
import { layoutTexts as texts } from './texts';

const Aside = styled.aside`
  flex: none;
  order: 1;
  width: ${({ theme }) => theme.sidePanelWidth};
  padding: 1.5rem 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  border-left: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

const DrawerTrigger = styled(MobileButton)`
  margin: 0.75rem clamp(0.75rem, 3vw, 2rem) 0;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    align-self: flex-start;
  }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgb(0 0 0 / 45%);
`;

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

/** The right offer-details panel (298 px): always shown on desktop; a drawer under 768 px. */
export function OfferPanel({ offer }: { offer: OfferResponse }) {
  return (
    <>
      <RadixDialog.Root>
        <RadixDialog.Trigger asChild>
          <DrawerTrigger type="button">{texts.offerDetails}</DrawerTrigger>
        </RadixDialog.Trigger>
        <RadixDialog.Portal>
          <Overlay />
          <Drawer aria-describedby={undefined}>
            <RadixDialog.Title className="visually-hidden">{texts.offerDetails}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <CloseButton type="button">{texts.close}</CloseButton>
            </RadixDialog.Close>
            <OfferSummary offer={offer} placement="panel" />
          </Drawer>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <Aside aria-label={texts.offerDetails}>
        <OfferSummary offer={offer} placement="panel" />
      </Aside>
    </>
  );
}

const TriggerSpace = styled(DrawerTrigger)`
  visibility: hidden;
`;

/** The panel's room (and, under 768 px, its drawer button's) while the offer loads: nothing moves when it arrives. */
export function OfferPanelSpace() {
  return (
    <>
      <TriggerSpace as="div" aria-hidden="true">{texts.offerDetails}</TriggerSpace>
      <Aside as="div" aria-hidden="true" />
    </>
  );
}
