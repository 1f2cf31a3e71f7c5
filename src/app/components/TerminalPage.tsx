import type { ReactNode } from 'react';
import { Card } from './Card';
import { PageHeading } from './PageHeading';
import { SupportContact } from './SupportContact';

export interface TerminalTexts {
  title: string;
  text: string;
  next: string;
}

/**
 * A terminal screen (portal-journey section 8): title, what happened, what to do, an optional action (children),
 * and the support phone and mailbox.
 */
export function TerminalPage({ texts, children }: { texts: TerminalTexts; children?: ReactNode }) {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <p>{texts.next}</p>
      {children}
      <SupportContact />
    </Card>
  );
}
