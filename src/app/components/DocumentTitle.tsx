import { useEffect } from 'react';
import { componentsMessages } from '../generated/messages/components';
import { useMessages } from '../i18n/use-messages';

/** The browser tab's title in the borrower's language (index.html gives the English one until the app starts). */
export function DocumentTitle() {
  const t = useMessages(componentsMessages);
  const title = t('documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
