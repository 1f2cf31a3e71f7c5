import { useLandingFlag } from '../../api/hooks/useLandingFlag';
import { Spinner } from '../../components/Spinner';
import { NotFoundPage } from '../../components/NotFoundPage';
import { HomeLanding } from './HomeLanding';
import { homeTexts as texts } from './texts';

/** / and /home: the landing page when the landing-page flag is on, otherwise the not-found page. */
export function HomePage() {
  const flag = useLandingFlag();
  if (flag.isPending) return <Spinner label={texts.loading} />;
  return flag.data?.flagValue === true ? <HomeLanding /> : <NotFoundPage />;
}
