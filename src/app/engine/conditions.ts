import { type CompiledCondition, compiledHolds, type Holds } from '../../shared/condition/holds';
import { conditions as fastPathConditions } from '../generated/fast-path.conditions';

const compiled: Record<string, CompiledCondition> = { ...fastPathConditions };

/**
 * The browser's one test of a condition (a JSON Schema): the build compiled every condition of the screens, lists and
 * the fast path; a screen's or list's are added when its module loads.
 */
export const holds: Holds = compiledHolds(compiled);

/** Adds a loaded module's compiled conditions. */
export function addConditions(more: Readonly<Record<string, CompiledCondition>>): void {
  Object.assign(compiled, more);
}
