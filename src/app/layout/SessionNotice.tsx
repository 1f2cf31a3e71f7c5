import { useAtomValue } from 'jotai';
import { Alert } from '../components/Alert';
import { sessionNoticeAtom } from '../state/notice-atoms';

/** The app-wide session alert (e.g. "Session ended. Re-verify your identity." after a 401). */
export function SessionNotice() {
  const notice = useAtomValue(sessionNoticeAtom);
  return notice ? <Alert title={notice} /> : null;
}
