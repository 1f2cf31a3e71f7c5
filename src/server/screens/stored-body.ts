import type { FastifyInstance } from 'fastify';
import type { ProfileReader } from '../profile/read-profile';
import type { SessionRecord } from '../auth/sessions';
import type { SaveScope, ScreenSaves } from './screen-saves';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The body a borrower's save stores: what its screen's rules hide, or its schema does not reveal, left out; and
     * the fields the rules hid.
     */
    storedBody<B>(call: string, body: B, session: SessionRecord): Promise<{ body: B; hidden: string[] }>;
  }
}

/** Field errors without those of hidden fields (`hidden`: JSON pointers in the body; `base`: where the fields are). */
export function withoutHiddenErrors<F extends { field: string }>(fields: F[], hidden: readonly string[], base = ''): F[] {
  if (hidden.length === 0) return fields;
  return fields.filter(({ field }) => {
    const pointer = `${base}/${field.split('.').join('/')}`;
    return !hidden.some((h) => pointer === h || pointer.startsWith(`${h}/`));
  });
}

const numberAt = (body: unknown, key: string): number | undefined => {
  const value = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' ? value : undefined;
};

/** What a save's rules read: the ids as the browser has them (the body's application and borrower, else the session's). */
function saveScope(body: unknown, session: SessionRecord, profiles: ProfileReader): SaveScope {
  const applicationId = numberAt(body, 'applicationId') ?? session.applicationId;
  return {
    ctx: { applicationId, borrowerId: numberAt(body, 'borrowerId') ?? session.borrowerId, offerId: session.offerLinkId },
    profile: () => profiles.read(session, applicationId),
  };
}

export function decorateStoredBody(app: FastifyInstance, saves: ScreenSaves, profiles: ProfileReader): void {
  app.decorate('storedBody', <B>(call: string, body: B, session: SessionRecord) => saves.stored(call, body, saveScope(body, session, profiles)));
}
