import { useScreenLanguage } from '../screen-language';
import { rowButtonLabels, type RowLabels } from './row-labels';

/** An array's row and button labels (see `rowButtonLabels`) in the screen's language. */
export function useRowLabels(options: Record<string, unknown>, itemsTitle?: unknown): RowLabels {
  const { tr, t } = useScreenLanguage();
  return rowButtonLabels(options, itemsTitle, { add: t('add'), remove: t('remove'), item: t('item') }, tr);
}
