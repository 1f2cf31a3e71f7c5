import type { ErrorCode } from '../errors/catalogue';

export interface FieldError {
  field: string;
  message: string;
}

/** Body of every non-2xx answer; `fields` only for VALIDATION_FAILED. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message: string;
  fields?: FieldError[];
}
