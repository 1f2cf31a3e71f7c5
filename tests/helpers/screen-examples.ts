// A screen's rules as tests should read them: from the screen's own examples file
// (schemas/<step>/<name>.examples.json), which the analyst keeps true to the schema and the linter checks. A test
// that types a value and expects a message takes both from here, so a changed rule means an edited examples file, not
// an edited test.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ExampleError {
  /** rjsf's form of the field's path: ".emailAddress", ".addressInfo.city", ".gifts.0.value". */
  property: string;
  message: string;
}

export interface Examples {
  valid: Record<string, unknown>[];
  invalid: { formData: Record<string, unknown>; errors: ExampleError[] }[];
}

export interface InvalidAnswer {
  /** The value the field holds in the example, which the screen refuses. */
  value: unknown;
  /** The one message the screen shows for it. */
  message: string;
  formData: Record<string, unknown>;
}

// Not `new URL(path, import.meta.url)`: the app tests' vite turns that into an asset URL (http://localhost/...).
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMAS = join(ROOT, 'schemas');

const segments = (property: string) => property.split('.').filter(Boolean);

/** The value at an rjsf property path (".addressInfo.city") of form data, or undefined. */
export function valueAt(formData: unknown, property: string): unknown {
  return segments(property).reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    formData,
  );
}

/**
 * The functions of this file for the examples files under `schemasDir`: schemas/ itself, or the schemas/ folder of
 * an analyst's copy of the repo, whose fixture screen is not in schemas/.
 */
export function screenExamplesIn(schemasDir: string) {
  const fileOf = (screenId: string) => join(schemasDir, `${screenId}.examples.json`);
  const shown = (screenId: string) => {
    const path = relative(ROOT, fileOf(screenId));
    return path.startsWith('..') ? fileOf(screenId) : path;
  };
  const fail = (screenId: string, what: string): never => {
    throw new Error(`${shown(screenId)} has no ${what}: add one to the examples file`);
  };

  /** The screen's examples file, as written. */
  function examplesOf(screenId: string): Examples {
    return JSON.parse(readFileSync(fileOf(screenId), 'utf8')) as Examples;
  }

  /** The first valid example (the screen's typical answers). */
  function validExample(screenId: string): Record<string, unknown> {
    return examplesOf(screenId).valid[0] ?? fail(screenId, 'valid example');
  }

  /** A valid answer for one field: its value in the first valid example that has it. */
  function validValue(screenId: string, property: string): unknown {
    const found = examplesOf(screenId).valid.find((formData) => valueAt(formData, property) !== undefined);
    return found ? valueAt(found, property) : fail(screenId, `valid example with ${property}`);
  }

  /**
   * A value the screen refuses for a field, and its message: from the invalid example with the fewest errors that gives
   * the field a value and one error (`except` skips messages already used). Its other answers are in `formData`.
   */
  function invalidAnswer(
    screenId: string,
    property: string,
    except: readonly string[] = [],
    /** Only values that pass, e.g. those a browser input with a `maxlength` lets a borrower type. */
    where: (value: unknown) => boolean = () => true,
  ): InvalidAnswer {
    const cases = [...examplesOf(screenId).invalid].sort((a, b) => a.errors.length - b.errors.length);
    for (const { formData, errors } of cases) {
      const value = valueAt(formData, property);
      const onField = errors.filter((e) => e.property === property);
      if (onField.length === 1 && value !== undefined && where(value) && !except.includes(onField[0]!.message)) {
        return { value, message: onField[0]!.message, formData };
      }
    }
    return fail(screenId, `invalid example that gives ${property} a value it refuses`);
  }

  /** The message the screen shows when a field is left empty: from an invalid example without it. */
  function requiredMessage(screenId: string, property: string): string {
    for (const { formData, errors } of examplesOf(screenId).invalid) {
      const error = errors.find((e) => e.property === property);
      if (error && valueAt(formData, property) === undefined) return error.message;
    }
    return fail(screenId, `invalid example that leaves ${property} empty`);
  }

  return { examplesOf, validExample, validValue, invalidAnswer, requiredMessage };
}

/** The functions of screenExamplesIn for the screens under schemas/. */
export const { examplesOf, validExample, validValue, invalidAnswer, requiredMessage } = screenExamplesIn(SCHEMAS);
