import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { fullFlow } from '../../generated/flow';
import { findNodeByPath } from '../../routing/logic/flow-routes';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { FlowScreen } from './FlowScreen';
import { flowScreenTexts as texts } from './texts';

/** Every full-flow node route: resolves the node from the compiled flow and renders its screen. */
export function FlowScreenPage() {
  const { pathname } = useLocation();
  const resolved = findNodeByPath(fullFlow, pathname);
  if (!resolved) return <NotFoundPage />;
  return (
    <Suspense fallback={<Spinner label={texts.loading} />}>
      <FlowScreen key={pathname} resolved={resolved} />
    </Suspense>
  );
}
