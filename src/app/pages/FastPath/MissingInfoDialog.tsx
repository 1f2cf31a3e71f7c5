import { fastPath } from '../../../shared/flow/fast-path';
import { Dialog } from '../../components/Dialog';
import { fastPathPagesMessages } from '../../generated/messages/fast-path-pages';
import { useMessages } from '../../i18n/use-messages';

/** Missing Required Information: "Please provide the missing information listed below:" and the missing items. */
export function MissingInfoDialog({ open, missing, onClose }: { open: boolean; missing: readonly string[]; onClose: () => void }) {
  const t = useMessages(fastPathPagesMessages);
  const { dialogTitle, dialogText } = fastPath.looksGood;
  return (
    <Dialog open={open} onClose={onClose} title={dialogTitle} description={dialogText} closeLabel={t('close')}>
      <ul>
        {missing.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Dialog>
  );
}
