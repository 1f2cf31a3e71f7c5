import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../shared/api/generated/calls';
import type { BorrowerProfile } from '../../shared/api/borrower-data';
import { SESSION_USE, sessionOf } from '../auth/session';
import { callSchema } from '../routes/call-route';
import { calledBy, type RouteContext } from '../routes/context';

function getBorrowerDataRoute(app: FastifyInstance, { profiles }: RouteContext): void {
  app.post<{ Body: CallBody<'GetBorrowerData'> }>(
    '/api/GetBorrowerData',
    {
      config: { session: SESSION_USE.read },
      schema: callSchema('GetBorrowerData'),
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // Written by this route's own serializer, so the answer is what its response schema allows.
      const answer = await profiles.readSerialized(session, request.body.applicationId, session.profileVersion,
        (profile: BorrowerProfile) => String(reply.serialize(profile)));
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  );
}

export default calledBy('borrower', getBorrowerDataRoute);
