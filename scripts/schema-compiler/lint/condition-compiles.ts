import type Ajv from 'ajv';
import type { AnySchema } from 'ajv';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import type { Finding } from './types';

let ajv: Ajv | undefined;

/**
 * A condition (a JSON Schema) compiles with the portal's ajv, as the build will compile it: strict, so a keyword JSON
 * Schema does not have (`"field"`, `"equals"`) is a finding at the condition, not a condition that always holds.
 */
export function checkConditionCompiles(condition: unknown, at: string, file: string): Finding[] {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return [];
  ajv ??= createAjv();
  try {
    ajv.compile(condition as AnySchema);
    return [];
  } catch (error) {
    return [{ file, pointer: at, message: `not a JSON Schema condition: ${(error as Error).message}` }];
  }
}
