import type { ErrorCode } from '../errors/catalogue';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Body of every non-2xx answer; `fields` for VALIDATION_FAILED (each bad field), RECORD_ID_CONFLICT (each record id
 * another offer holds) and PAYLOAD_TOO_LARGE (the body's limit, field "").
 */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message: string;
  fields?: FieldError[];
}
