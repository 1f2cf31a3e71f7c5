import { fastPath } from '../../../shared/flow/fast-path';
import { Dialog } from '../../components/Dialog';
import { fastPathPagesMessages } from '../../generated/messages/fast-path-pages';
import type { ShownLanguage } from '../../i18n/shown-language';
import { useMessagesIn } from '../../i18n/use-messages';

interface MissingInfoDialogProps {
  open: boolean;
  /** The missing items, in the page's language. */
  missing: readonly string[];
  /** The page's language (the fast path's texts). */
  shown: ShownLanguage;
  onClose: () => void;
}

/** Missing Required Information: "Please provide the missing information listed below:" and the missing items. */
export function MissingInfoDialog({ open, missing, shown, onClose }: MissingInfoDialogProps) {
  const t = useMessagesIn(fastPathPagesMessages, shown.lang);
  const { dialogTitle, dialogText } = fastPath.looksGood;
  return (
    <Dialog open={open} onClose={onClose} title={shown.tr(dialogTitle)} description={shown.tr(dialogText)} closeLabel={t('close')}>
      <ul>
        {missing.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Dialog>
  );
}
