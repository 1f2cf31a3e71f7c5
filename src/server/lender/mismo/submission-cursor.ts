import { AppError } from '../../errors';

/** Where a SubmittedOffers page ended: the last offer's submission instant (to the microsecond, UTC) and its id. */
export interface SubmissionPosition {
  submittedAt: string;
  offerId: number;
}

const BAD_CURSOR = 'must be a nextCursor this call answered.';

const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/;
const MAX_OFFER_ID = 2147483647;

/** The opaque cursor a page answers as nextCursor: the position, base64url-encoded. */
export function encodeSubmissionCursor(position: SubmissionPosition): string {
  return Buffer.from(`${position.submittedAt}|${position.offerId}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor this call never answered is a 400 naming the field. */
export function decodeSubmissionCursor(cursor: string): SubmissionPosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const [, submittedAt = '', offerId = ''] = match ?? [];
  const instant = new Date(submittedAt);
  const realInstant = !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 23) === submittedAt.slice(0, 23);
  if (!match || !realInstant || Number(offerId) > MAX_OFFER_ID) {
    throw new AppError('VALIDATION_FAILED', [{ field: 'cursor', message: BAD_CURSOR }]);
  }
  return { submittedAt, offerId: Number(offerId) };
}
