import type { ReactNode } from 'react';
import type { Catalogue } from '../i18n/catalogue';
import { useMessages } from '../i18n/use-messages';
import { Card } from './Card';
import { PageHeading } from './PageHeading';
import { SupportContact } from './SupportContact';

/** A terminal page's part: its title, what happened and what to do. */
export type TerminalMessages = Catalogue<'title' | 'text' | 'next'>;

/**
 * A terminal screen (portal-journey section 8): title, what happened, what to do, an optional action (children),
 * and the support phone and mailbox.
 */
export function TerminalPage({ messages, children }: { messages: TerminalMessages; children?: ReactNode }) {
  const t = useMessages(messages);
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('text')}</p>
      <p>{t('next')}</p>
      {children}
      <SupportContact />
    </Card>
  );
}
