import type { LightMyRequestResponse } from 'fastify';

/** A save's answer as the spec gives it: without the saver's profile the portal adds (`borrowerData`). */
export function specAnswer(res: LightMyRequestResponse): any {
  const { borrowerData: _profile, ...answer } = res.json() as Record<string, unknown>;
  return answer;
}
