import { useLocation } from 'react-router-dom';
import { FormSurface } from '../../components/FormSurface';
import { Spinner } from '../../components/Spinner';
import { fullFlow } from '../../generated/flow';
import { flowScreenMessages } from '../../generated/messages/flow-screen';
import { useMessages } from '../../i18n/use-messages';
import { findNodeByPath } from '../../routing/logic/flow-routes';
import { ScreenPage } from '../ScreenPage';
import { useScreen } from '../screen-loader';
import type { ScreenModule } from '../types';
import { useShownFlowScreen } from './useShownFlowScreen';

/** A flow screen while its data loads: its card with its title, so the borrower sees at once where they are. */
export function ScreenLoading({ screen }: { screen: ScreenModule }) {
  const t = useMessages(flowScreenMessages);
  const { shown } = useShownFlowScreen(screen);
  const title = typeof screen.schema.title === 'string' ? shown.tr(screen.schema.title) : undefined;
  return (
    <FormSurface>
      <ScreenPage lang={shown.lang}>
        {title ? <h1>{title}</h1> : null}
        <Spinner label={t('loading')} />
      </ScreenPage>
    </FormSurface>
  );
}

/**
 * The loading state of the flow node at the address, on its own (the page's frame, drawn by the server): a screen's
 * card and title, or the spinner of a list.
 */
export function FlowNodeLoading() {
  const t = useMessages(flowScreenMessages);
  const { pathname } = useLocation();
  const screenId = findNodeByPath(fullFlow, pathname)?.node.screen;
  return screenId ? <LoadingScreen screenId={screenId} /> : <Spinner label={t('loading')} />;
}

function LoadingScreen({ screenId }: { screenId: string }) {
  return <ScreenLoading screen={useScreen(screenId)} />;
}
