import { useEffect, useRef } from 'react';
import type { LinkId } from '../../../shared/api';
import type { CheckOfferAccessedBody, CheckOfferAccessedResponse } from '../../../shared/api/generated/types';
import { apiCall } from '../client';

export function checkOfferAccessed(body: CheckOfferAccessedBody): Promise<CheckOfferAccessedResponse> {
  return apiCall('CheckOfferAccessed', body);
}

/**
 * CheckOfferAccessed (public): tells the server once per opened link that the borrower opened it (a New offer becomes
 * Accessed). Nothing waits for it and nothing the borrower sees depends on it, so a failure is dropped.
 */
export function useCheckOfferAccessed(offerId: LinkId | null, userId: LinkId | null): void {
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (offerId == null || userId == null) return;
    const link = `${offerId}/${userId}`;
    if (sentFor.current === link) return;
    sentFor.current = link;
    checkOfferAccessed({ offerId, CustomerRecordId: userId }).catch(() => undefined);
  }, [offerId, userId]);
}
