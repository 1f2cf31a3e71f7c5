import { type CompiledCondition, compiledHolds, type Holds } from '../../shared/condition/holds';
import { conditions as fastPathConditions } from '../generated/fast-path.conditions';
import { conditions as flowConditions } from '../generated/flow.conditions';

const compiled: Record<string, CompiledCondition> = { ...flowConditions, ...fastPathConditions };

/**
 * The browser's one test of a condition (a JSON Schema): the build compiled every condition of the flow, the fast
 * path, the screens and the lists; a list's are added when its module loads.
 */
export const holds: Holds = compiledHolds(compiled);

/** Adds a loaded module's compiled conditions. */
export function addConditions(more: Readonly<Record<string, CompiledCondition>>): void {
  Object.assign(compiled, more);
}
