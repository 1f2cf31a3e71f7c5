import { useLocation } from 'react-router-dom';
import { FormSurface } from '../../components/FormSurface';
import { Spinner } from '../../components/Spinner';
import { fullFlow } from '../../generated/flow';
import { flowScreenMessages } from '../../generated/messages/flow-screen';
import { useMessages } from '../../i18n/use-messages';
import { findNodeByPath } from '../../routing/logic/flow-routes';
import type { ShownLanguage } from '../../i18n/shown-language';
import { ScreenPage } from '../ScreenPage';
import { schemaText } from '../shown-screen';
import { useScreen } from '../screen-loader';
import type { ScreenModule } from '../types';
import { useShownFlowScreen } from './useShownFlowScreen';

/**
 * A flow screen while its data loads, in the language it is shown in: its card with its title, so the borrower sees at
 * once where they are.
 */
export function ScreenLoading({ screen, shown }: { screen: ScreenModule; shown: ShownLanguage }) {
  const t = useMessages(flowScreenMessages);
  const title = schemaText(screen, shown, 'title');
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
  const screen = useScreen(screenId);
  return <ScreenLoading screen={screen} shown={useShownFlowScreen(screen).shown} />;
}
