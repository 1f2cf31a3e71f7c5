import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionNotice } from './SessionNotice';
import { Centered, Main, Page } from './Shell';
import { SkipLink, mainContentId } from './SkipLink';

/** Light frame for the offer landing and public pages: header, centred content, footer. */
export function OfferFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <Header />
      <Main id={mainContentId} tabIndex={-1}>
        <Centered>
          <SessionNotice />
          {children}
        </Centered>
      </Main>
      <Footer />
    </Page>
  );
}

export function OfferLayout() {
  return (
    <OfferFrame>
      <Outlet />
    </OfferFrame>
  );
}
