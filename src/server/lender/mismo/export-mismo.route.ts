import type { FastifyInstance } from 'fastify';
import type { CallBody } from '../../../shared/api/generated/calls';
import { lenderKeyOf } from '../keys/require-lender-key';
import { calledBy, errorResponses, ref, type RouteContext } from '../../routes/context';

/** POST /api/ExportMismo: a Submitted application as a MISMO 3.4 (ULAD) document. */
function exportMismoRoute(app: FastifyInstance, { db, pii }: RouteContext): void {
  app.post<{ Body: CallBody<'ExportMismo'> }>(
    '/api/ExportMismo',
    {
      schema: {
        tags: ['Lender'],
        security: [{ lenderKey: [] }],
        summary: 'Export a submitted application as MISMO 3.4 XML',
        description:
          'The Submitted offer as one MISMO 3.4 MESSAGE in the Uniform Loan Application Dataset (ULAD) structure: ' +
          'the subject loan and property, one PARTY per borrower with everything the borrower gave the portal, and ' +
          'assets, liabilities, expenses and real estate owned tied to the borrowers by RELATIONSHIPS. The SSN is ' +
          'held only as a hash and is not exported. Each export is recorded in the audit trail. An offer not ' +
          'Submitted answers 409 EXPORT_NOT_SUBMITTED; an offer of another lender system, like an unknown one, answers 404.',
        body: ref('ExportMismo.body.json'),
        // The document's media type (its error answers stay JSON).
        produces: ['application/xml'],
        response: {
          200: { description: 'The MISMO 3.4 document (application/xml; charset=utf-8).', type: 'string' },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      // Loaded on the first export: the MISMO mapping and its XML library are no part of a start.
      const { exportMismo } = await import('./export-mismo');
      const xml = await exportMismo(db, pii, lenderKeyOf(request), request.body.offerId);
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );
}

export default calledBy('lender', exportMismoRoute);
