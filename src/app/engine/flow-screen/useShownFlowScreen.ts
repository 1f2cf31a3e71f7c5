import { useMemo } from 'react';
import { flowScreenMessages } from '../../generated/messages/flow-screen';
import { useFlowTexts } from '../../i18n/use-flow-texts';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { shownScreen } from '../shown-screen';
import type { ScreenModule } from '../types';
import { formParts } from '../use-form-language';

/** The shell parts a flow node's screen shows: the widgets' words and its buttons. */
const flowScreenParts = [...formParts, flowScreenMessages];

interface AlsoButton {
  label: string;
  to: string;
}

const NONE: readonly AlsoButton[] = [];

/**
 * A flow node's screen in the language it is shown in: the language (its texts, the widgets' words and its buttons all
 * there, else English), the screen module with its UI schema and binding in it (for its binding: a relabel speaks the
 * screen's language), and the node's `also` buttons, labelled from the flow's texts when they are in the same language.
 */
export function useShownFlowScreen(screen: ScreenModule, also: readonly AlsoButton[] = NONE) {
  const shown = useScreenTexts('screen', screen.screenId, flowScreenParts);
  const flow = useFlowTexts('full-flow');
  const alsoShown = useMemo(
    () => (flow.lang === shown.lang ? also.map((button) => ({ ...button, label: flow.tr(button.label) })) : also),
    [also, flow, shown.lang],
  );
  return { shown, screen: shownScreen(screen, shown), also: alsoShown };
}
