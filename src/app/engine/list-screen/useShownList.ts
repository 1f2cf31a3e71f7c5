import { useMemo } from 'react';
import { translateDocument } from '../../../shared/i18n/translate-document';
import { listScreenMessages } from '../../generated/messages/list-screen';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { useListDefinition } from '..';

/** The shell part a list screen shows around its own texts: its buttons and the delete question. */
const listParts = [listScreenMessages];

/**
 * A list's definition in the language it is shown in (its texts and its buttons' part there, else English), translated
 * before it is evaluated, so the literal words of computed fields (" - Present") and the option titles it shows come
 * out in that language too.
 */
export function useShownList(listId: string) {
  const english = useListDefinition(listId);
  const shown = useScreenTexts('list', listId, listParts);
  const definition = useMemo(() => translateDocument('list', english, shown.tr), [english, shown.tr]);
  return { shown, definition };
}
