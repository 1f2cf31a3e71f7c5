import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ProgressStripSpace } from '../engine/fast-path/ProgressStripSpace';
import { fullFlow } from '../generated/flow';
import { stepMenu } from '../routing/logic/flow-routes';
import { Footer } from './Footer';
import { MobileButton } from './MobileButton';
import { Header } from './Header';
import { OfferPanel, OfferPanelSpace } from './OfferPanel';
import { OfferSummary } from './OfferSummary';
import { Centered, Main, Page } from './Shell';
import { SessionNotice } from './SessionNotice';
import { LanguageOffer } from '../i18n/LanguageOffer';
import { SideNav } from './SideNav';
import { SignOutButton } from './SignOutButton';
import { SkipLink, mainContentId } from './SkipLink';
import { isFastPathPage, offerPanelSlot, showsStepMenu } from './logic/offer-summary';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';
import { useBrokerageName } from './useBrokerageName';
import { useSessionOffer } from './useSessionOffer';

// The fast path's strip and section statuses load with the fast path's pages only.
const FastPathFrame = lazy(async () => ({ default: (await import('../engine/fast-path/FastPathFrame')).FastPathFrame }));

const Body = styled.div`
  flex: 1;
  display: flex;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    flex-direction: column;
  }
`;

const NavColumn = styled.div<{ $open: boolean }>`
  flex: none;
  width: 17rem;
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    width: 100%;
    border-right: none;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/**
 * Header, left nav (a menu button at 768 px or less; the offer summary and Sign Out join it there), centre content,
 * the right offer-details panel on purchase and fast-path layouts, footer.
 */
export function MainLayout() {
  const t = useMessages(layoutMessages);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const brokerageName = useBrokerageName();
  const offer = useSessionOffer().data;
  useEffect(() => setMenuOpen(false), [pathname]);
  const slot = offerPanelSlot(pathname, offer);

  const menuButton = (
    <MobileButton type="button" aria-expanded={menuOpen} aria-controls={navId} onClick={() => setMenuOpen(!menuOpen)}>
      {t('menu')}
    </MobileButton>
  );

  return (
    <Page>
      <SkipLink />
      <Header leading={menuButton} signOutWidths="wide" />
      <Body>
        <NavColumn $open={menuOpen}>
          <SideNav
            id={navId}
            brokerageName={brokerageName}
            steps={showsStepMenu(pathname) ? stepMenu(fullFlow, pathname) : undefined}
            mobileSummary={offer ? <OfferSummary offer={offer} placement="nav" /> : undefined}
            menuActions={<SignOutButton widths="narrow" />}
          />
        </NavColumn>
        {offer && slot === 'panel' && <OfferPanel offer={offer} />}
        {slot === 'space' && <OfferPanelSpace />}
        <Main id={mainContentId} tabIndex={-1}>
          <Centered>
            <SessionNotice />
            <LanguageOffer />
            {isFastPathPage(pathname) && (
              <Suspense fallback={<ProgressStripSpace />}>
                <FastPathFrame />
              </Suspense>
            )}
            <Outlet />
          </Centered>
        </Main>
      </Body>
      <Footer />
    </Page>
  );
}
