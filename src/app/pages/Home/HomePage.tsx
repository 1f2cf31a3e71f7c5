import { useLandingFlag } from '../../api/hooks/useLandingFlag';
import { Spinner } from '../../components/Spinner';
import { NotFoundPage } from '../../components/NotFoundPage';
import { HomeLanding } from './HomeLanding';
import { homeMessages } from '../../generated/messages/home';
import { useMessages } from '../../i18n/use-messages';

/** / and /home: the landing page when the landing-page flag is on, otherwise the not-found page. */
export function HomePage() {
  const t = useMessages(homeMessages);
  const flag = useLandingFlag();
  if (flag.isPending) return <Spinner label={t('loading')} />;
  return flag.data?.flagValue === true ? <HomeLanding /> : <NotFoundPage />;
}
