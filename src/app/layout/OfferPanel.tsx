import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import type { OfferResponse } from '../../shared/api';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { MobileButton } from './MobileButton';
import { OfferSummary } from './OfferSummary';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';

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

const OfferDrawer = lazy(async () => ({ default: (await import('./OfferDrawer')).OfferDrawer }));
const loadDrawer = () => void import('./OfferDrawer');

/** The right offer-details panel (298 px): always shown on desktop; a drawer under 768 px. */
export function OfferPanel({ offer }: { offer: OfferResponse }) {
  const t = useMessages(layoutMessages);
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DrawerTrigger
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => setOpen(true)}
      >
        {t('offerDetails')}
      </DrawerTrigger>
      {mounted && (
        <Suspense fallback={null}>
          <OfferDrawer offer={offer} open={open} onOpenChange={setOpen} returnFocusTo={() => trigger.current?.focus()} />
        </Suspense>
      )}
      <Aside aria-label={t('offerDetails')}>
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
  const t = useMessages(layoutMessages);
  return (
    <>
      <TriggerSpace as="div" aria-hidden="true">{t('offerDetails')}</TriggerSpace>
      <Aside as="div" aria-hidden="true" />
    </>
  );
}
