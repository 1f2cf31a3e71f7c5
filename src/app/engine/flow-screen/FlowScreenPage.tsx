import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { fullFlow } from '../../generated/flow';
import { findNodeByPath } from '../../routing/logic/flow-routes';
import { NotFoundPage } from '../../components/NotFoundPage';
import { FlowScreen } from './FlowScreen';
import { flowScreenMessages } from '../../generated/messages/flow-screen';
import { useMessages } from '../../i18n/use-messages';

// A form screen's page need not carry the list screens' code: a list node loads it, behind the Suspense below.
const ListScreen = lazy(async () => ({ default: (await import('../list-screen/ListScreen')).ListScreen }));

/** Every full-flow node route (also with `:name` parameters): resolves the node and renders its screen or list. */
export function FlowScreenPage() {
  const t = useMessages(flowScreenMessages);
  const { pathname, key } = useLocation();
  const resolved = useMemo(() => findNodeByPath(fullFlow, pathname), [pathname]);
  if (!resolved) return <NotFoundPage />;
  const { node } = resolved;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      {node.list ? (
        <ListScreen key={pathname} resolved={resolved} listId={node.list} />
      ) : node.screen ? (
        // Keyed by the navigation, not the address: Add Another Lender leads to the same address and a fresh form.
        <FlowScreen key={key} resolved={resolved} screenId={node.screen} />
      ) : (
        <NotFoundPage />
      )}
    </Suspense>
  );
}
