import { useMutation } from '@tanstack/react-query';
import type { VerifyContactBody, VerifyContactResponse } from '../../../shared/api/generated/types';
import { callApi } from '../client';

/** VerifyContact (public): identity check; on success the server sets the session cookie. */
export function useVerifyContact() {
  return useMutation({
    mutationFn: (body: VerifyContactBody) => callApi<VerifyContactResponse>('VerifyContact', body),
  });
}
