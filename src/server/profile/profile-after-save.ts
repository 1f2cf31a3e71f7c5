import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { sessionOf } from '../auth/session';
import { ref } from '../routes/context';
import type { ProfileReader } from './read-profile';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer also carries the saver's profile as committed (`borrowerData`), so the client refetches nothing. */
    answersProfile?: boolean;
  }
}

/** The call's own 200 answer, plus `borrowerData`. */
function withBorrowerData(answer: unknown): unknown {
  return { allOf: [answer, { type: 'object', properties: { borrowerData: ref('BorrowerProfile.response.json') } }] };
}

/**
 * Routes marked `config: { answersProfile: true }` answer with the session's profile, read after the save's
 * transaction committed. Registered before the routes: it rewrites their 200 schema as they are added. The spec's
 * answers that are lists (saved addresses, employments, incomes, properties) cannot carry it: after those the
 * client refetches the profile.
 */
export function answerSavesWithProfile(app: FastifyInstance, { profiles }: { profiles: ProfileReader }): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.answersProfile) return;
    const schema = (route.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
    const response = schema.response ?? {};
    if (!response[200]) throw new Error(`${route.url}: answersProfile needs a 200 response schema`);
    route.schema = { ...schema, response: { ...response, 200: withBorrowerData(response[200]) } };
    const preSerialization = async (request: FastifyRequest, reply: { statusCode: number }, payload: unknown) => {
      if (reply.statusCode !== 200 || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const session = sessionOf(request);
      try {
        return { ...payload, borrowerData: await profiles.read(session, session.applicationId) };
      } catch (error) {
        // The save has committed: answer it as saved; without borrowerData the client refetches the profile.
        request.log.error({ err: error }, 'profile after save not read');
        return payload;
      }
    };
    route.preSerialization = [...[route.preSerialization ?? []].flat(), preSerialization];
  });
}
