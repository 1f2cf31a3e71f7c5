import type { FieldError } from '../../../../shared/api';
import { isApiError } from '../../../api/api-error';

/** Field messages to list under the save-error banner: only a 400 names them. */
export function saveFailureFields(error: unknown): FieldError[] {
  return isApiError(error) && error.status === 400 ? error.fields : [];
}
