import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { BodyCallName, CallBody, CallResponse } from '../../shared/api/generated/calls';
import { sharedResponses } from '../../shared/api/shared-responses';
import type { AuditDetails } from '../audit/audited-transaction';
import { assertOfferAccess, type SessionUse, sessionOf } from '../auth/session';
import type { Queryable } from '../db/types';
import type { GuardedSession } from '../auth/sessions';
import { errorResponses, ref } from './context';
import { AppError, toFieldErrors } from '../errors';
import { withoutHiddenErrors } from '../screens/stored-body';
import type { ErrorObject } from 'ajv';

/** A call's schemas as `schemas/api/` names them: `<call>.body.json`, its answer, and the error answers. */
export const callSchema = (call: string) => ({
  body: ref(`${call}.body.json`),
  response: { 200: ref(`${sharedResponses[call] ?? call}.response.json`), ...errorResponses },
});

interface CallOptions {
  /** How the call uses the borrower's session (session-guarded scopes require it). */
  session?: SessionUse;
  /** The answer also carries the saver's profile as committed. */
  answersProfile?: boolean;
  /** A public call's limit per client. */
  rateLimit?: RateLimitOptions;
  /** Runs before the body is validated (e.g. a default the schema's rules depend on). */
  preValidation?: preValidationHookHandler;
  /** The handler sees a failed validation (`request.validationError`) instead of the 400 being answered for it. */
  attachValidation?: boolean;
}

export type CallRequest<C extends BodyCallName> = FastifyRequest<{ Body: CallBody<C> }>;

/** `POST /api/<call>`: body and answer checked by the call's schemas and typed by the call's name. */
export function postCall<C extends BodyCallName>(
  app: FastifyInstance,
  call: C,
  { session, answersProfile, rateLimit, preValidation, attachValidation }: CallOptions,
  handler: (request: CallRequest<NoInfer<C>>, reply: FastifyReply) => Promise<CallResponse<NoInfer<C>>>,
): void {
  app.post<{ Body: CallBody<C> }>(
    `/api/${call}`,
    {
      config: { ...(session && { session }), ...(answersProfile && { answersProfile }), ...(rateLimit && { rateLimit }) },
      ...(preValidation && { preValidation }),
      ...(attachValidation && { attachValidation }),
      schema: callSchema(call),
    },
    handler,
  );
}

/** The applications and borrowers a body names: each must be on the session's offer. */
interface NamedIds {
  applicationIds?: number[];
  borrowerIds?: number[];
}

interface SaveOptions<C extends BodyCallName> extends CallOptions {
  session: SessionUse;
  names: (body: CallBody<C>) => NamedIds;
  /** What the audit trail records, when not the body's leaves. */
  audit?: (body: CallBody<C>) => AuditDetails;
}

/**
 * A borrower's save: `POST /api/<call>` whose body may name only the session's offer's applications and borrowers,
 * saved in one audited transaction, without what its screen's rules hide or its schema does not reveal (`hidden`
 * names the fields the rules hid).
 */
export function saveCall<C extends BodyCallName>(
  app: FastifyInstance,
  call: C,
  { names, audit, ...options }: SaveOptions<C>,
  save: (tx: Queryable, body: CallBody<NoInfer<C>>, session: GuardedSession, hidden: string[]) => Promise<CallResponse<NoInfer<C>>>,
): void {
  postCall(app, call, { ...options, attachValidation: true }, async (request) => {
    const session = sessionOf(request);
    // Fastify widens a generic call's body to `unknown`; the call's schema has checked it. The rules run before the
    // transaction: a rule may read the profile, which is not read inside one.
    const { body, hidden } = await app.storedBody(call, request.body as CallBody<C>, session);
    // A field the screen's rules hide is neither missing nor wrong; every other failure is answered as it was found.
    const failed = request.validationError as (Error & { validation?: ErrorObject[] }) | undefined;
    const refused = failed ? withoutHiddenErrors(toFieldErrors(failed.validation ?? []), hidden) : [];
    if (refused.length > 0) throw new AppError('VALIDATION_FAILED', refused);
    if (failed && hidden.length === 0) throw failed;
    return request.auditedTransaction(async (tx) => {
      await assertOfferAccess(tx, session, names(body));
      return save(tx, body, session, hidden);
    }, audit?.(body));
  });
}
