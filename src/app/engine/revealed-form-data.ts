import { type SchemaReader, withoutUnrevealed } from '../../shared/binding/unrevealed';
import { isJsonObject as isObject } from '../../shared/is-json-object';
import { getAtPointer } from '../../shared/json-pointer';
import type { FormData, ScreenModule } from './types';
import { validatorFor } from './validator';


/**
 * The form data without the answers the screen's schema no longer reveals (Other Suffix once the suffix is not
 * Other): the screen's bundled schema is read with its own `$defs`, and each `if` is run by the precompiled validator.
 */
export function revealedFormData(screen: Pick<ScreenModule, 'schema' | 'validateFns'>, data: FormData): FormData {
  const root = screen.schema as Record<string, unknown>;
  const reader: SchemaReader = {
    resolve(ref) {
      const node = ref.startsWith('#') ? getAtPointer(root, ref) : undefined;
      return isObject(node) ? { schema: node, base: '', pointer: ref.slice(1) } : undefined;
    },
    holds: (condition, value) => validatorFor(screen).isValid(condition.schema, value, screen.schema),
  };
  return withoutUnrevealed({ schema: root, base: '', pointer: '' }, data, reader) as FormData;
}
