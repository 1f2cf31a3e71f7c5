import { useMutation } from '@tanstack/react-query';
import type { VerifyContactBody } from '../../../shared/api/generated/types';
import { apiCall } from '../client';

/** VerifyContact (public): identity check; on success the server sets the session cookie. */
export function useVerifyContact() {
  return useMutation({
    mutationFn: (body: VerifyContactBody) => apiCall('VerifyContact', body),
  });
}
