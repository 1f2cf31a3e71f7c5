import type { ClaimedDelivery } from './webhook-records';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

/** The body a receiver gets: the same bytes in every attempt, so the event id and data never differ. */
export const webhookBody = (d: ClaimedDelivery): string =>
  `{"id":${JSON.stringify(d.eventId)},"type":${JSON.stringify(d.eventType)},"createdAt":${JSON.stringify(d.createdAt)},"data":${d.payload}}`;

/** One attempt: a 2xx answer delivers; anything else (an error status, no answer in time) is the reason it failed. */
export async function deliverWebhook(d: ClaimedDelivery, timeoutMs: number): Promise<string | null> {
  const body = webhookBody(d);
  try {
    const answer = await fetch(d.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'refi-borrower-portal-webhooks/1',
        'portal-event-id': d.eventId,
        'portal-event-type': d.eventType,
        [SIGNATURE_HEADER]: signatureHeader(d.signingSecret, body),
      },
      body,
    });
    await answer.body?.cancel();
    return answer.ok ? null : `HTTP ${answer.status}`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
