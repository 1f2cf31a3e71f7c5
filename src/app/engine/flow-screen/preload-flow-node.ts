import { fullFlow } from '../../generated/flow';
import { hasTexts, loadTexts } from '../../i18n/screen-texts';
import { findNodeByPath } from '../../routing/logic/flow-routes';
import { loadScreen } from '../screen-loader';

/**
 * Loads the screen of the flow node at `pathname` and its texts in `locale`, so a first render shows the screen's
 * loading card at once (as the page's frame drew it), not the spinner before it. A failed load is left to the render.
 */
export async function preloadFlowNode(pathname: string, locale: string): Promise<void> {
  const screenId = findNodeByPath(fullFlow, pathname)?.node.screen;
  if (!screenId) return;
  await Promise.all([
    loadScreen(screenId),
    hasTexts('screen', locale, screenId) ? loadTexts('screen', locale, screenId) : null,
  ]).catch(() => undefined);
}
