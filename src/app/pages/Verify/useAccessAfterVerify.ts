import { useQueryClient } from '@tanstack/react-query';
import { refreshAccessChecks, type AccessSubject } from '../../api/hooks/useAccessChecks';
import { accessRedirect } from '../../routing/logic/access-redirect';

/** After a successful VerifyContact: refreshes lock status, login restrictions and loan access; answers where a block leads, or null. */
export function useAccessAfterVerify(): (subject: AccessSubject) => Promise<string | null> {
  const queryClient = useQueryClient();
  return async (subject) => accessRedirect(await refreshAccessChecks(queryClient, subject));
}
