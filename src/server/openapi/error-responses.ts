import type { OpenAPIV3_1 } from 'openapi-types';
import { SCHEMA_ID_BASE } from '../../shared/validation/schema-documents';
import { type ErrorCode, errorCatalogue, isErrorCode } from '../../shared/errors/catalogue';
import { componentNameOf } from './component-names';

/** Where describeOperation leaves an operation's error codes for publishErrorResponses. */
export const ERROR_CODES_EXTENSION = 'x-error-codes';
/** The route schemas' shared error answers (`4xx`, `5xx`), replaced by one response per status. */
const STATUS_RANGES = ['4XX', '5XX'];

const errorSchemaRef = `#/components/schemas/${componentNameOf(`${SCHEMA_ID_BASE}api/ErrorResponse.json`) ?? ''}`;

function errorResponse(status: number, codes: ErrorCode[]): OpenAPIV3_1.ResponseObject {
  const lines = codes.map((code) => `- \`${code}\`: ${errorCatalogue[code].message}`);
  return {
    description: `${errorCatalogue[codes[0] as ErrorCode].error}, with one of these codes:\n\n${lines.join('\n')}`,
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: errorSchemaRef }],
          properties: { statusCode: { const: status }, code: { enum: codes } },
        },
      },
    },
  };
}

/** An operation's error responses, one per status code, each listing the catalogue codes it can carry. */
function publishOperationErrors(operation: Record<string, unknown>): void {
  const listed = operation[ERROR_CODES_EXTENSION];
  if (!Array.isArray(listed)) return;
  delete operation[ERROR_CODES_EXTENSION];
  const responses = (operation.responses ??= {}) as Record<string, unknown>;
  for (const range of STATUS_RANGES) delete responses[range];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of listed.filter(isErrorCode)) {
    const status = errorCatalogue[code].statusCode;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) responses[String(status)] = errorResponse(status, codes);
}

/** Every operation's error responses (see publishOperationErrors). */
export function publishErrorResponses(paths: Record<string, unknown> | undefined): void {
  for (const pathItem of Object.values(paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, unknown>)) {
      if (typeof operation === 'object' && operation !== null) publishOperationErrors(operation as Record<string, unknown>);
    }
  }
}
