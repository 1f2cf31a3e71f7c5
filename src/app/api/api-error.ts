import type { FieldError } from '../../shared/api';
import type { ErrorCode } from '../../shared/errors/catalogue';

/** Low-level failure kinds of the shared client (portal-journey section 7). */
export type ApiErrorKind = 'timeout' | 'network' | 'unparseable' | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: ErrorCode | null;
  readonly fields: FieldError[];

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; code?: ErrorCode | null; fields?: FieldError[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    this.fields = details.fields ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isUnauthorized(value: unknown): boolean {
  return isApiError(value) && value.status === 401;
}
