import { getAtPointer } from '../json-pointer';
import type { Holds } from '../condition/holds';
import { evaluateLogic } from './logic';
import type { ReadSpec, RecordLevel } from './types';

export type BoundRecord = Record<string, unknown>;

/** What a binding's `read` found: the record to edit (null for a new one), or no record for the route parameter. */
export type ReadResult = { kind: 'record'; record: BoundRecord | null } | { kind: 'not-found'; param: string; id: string };

const isRecord = (value: unknown): value is BoundRecord => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The record with the greatest numeric key: ids grow, so the one added last. */
function newestRecord(records: BoundRecord[], key: string): BoundRecord | undefined {
  const keyOf = (record: BoundRecord) => (typeof record[key] === 'number' ? record[key] : -Infinity);
  return records.reduce<BoundRecord | undefined>((newest, record) => (!newest || keyOf(record) > keyOf(newest) ? record : newest), undefined);
}

/** The records of a list matching the condition `where`, picked by `pick` (see ReadSpec). */
function pickRecord(list: unknown, level: RecordLevel, params: Record<string, string>, holds: Holds): ReadResult {
  const candidates = (Array.isArray(list) ? list : []).filter((item): item is BoundRecord => isRecord(item) && (level.where === undefined || holds(level.where, item)));
  if (!level.pick) return { kind: 'record', record: candidates[0] ?? null };
  const { key, param, whenAbsent, newestWhere } = level.pick;
  const id = params[param];
  if (id === undefined) {
    const newest = whenAbsent === 'newest' ? newestRecord(candidates.filter((record) => newestWhere === undefined || holds(newestWhere, record)), key) : undefined;
    if (newest) return { kind: 'record', record: newest };
    return level.pick.required ? { kind: 'not-found', param, id: '' } : { kind: 'record', record: null };
  }
  const record = candidates.find((item) => item[key] !== undefined && item[key] !== null && String(item[key]) === id);
  return record ? { kind: 'record', record } : { kind: 'not-found', param, id };
}

/**
 * The record a screen edits: the object at `from`, or, when `from` is a list, the first record matching the condition
 * `where` (with `pick`, the one whose key equals the route parameter; none when the parameter is absent, or the newest).
 * With `each`, the record found is the parent and the screen edits a record of its list `each.from`, picked the same
 * way; that record carries its parent as `$parent` (a new one is `{ $parent }` alone).
 */
export function readRecord(read: ReadSpec | undefined, profile: unknown, params: Record<string, string>, holds: Holds): ReadResult {
  if (!read) return { kind: 'record', record: null };
  const found = getAtPointer(profile, read.from);
  if (!Array.isArray(found)) return { kind: 'record', record: isRecord(found) ? found : null };
  const outer = pickRecord(found, read, params, holds);
  if (!read.each || outer.kind === 'not-found' || outer.record === null) return outer;
  const parent = outer.record;
  const inner = pickRecord(getAtPointer(parent, read.each.from), read.each, params, holds);
  if (inner.kind === 'not-found') return inner;
  return { kind: 'record', record: { ...(inner.record ?? {}), $parent: parent } };
}

/** An edit screen picks an existing record by its route parameter (the inner list's, with `each`): its button reads Update or Cancel. */
export function isEditOf(read: ReadSpec | undefined, params: Record<string, string>): boolean {
  const pick = (read?.each ?? read)?.pick;
  return pick !== undefined && params[pick.param] !== undefined;
}

/**
 * The record with its `fill` values (JSON Logic over the record, with `extras` such as `$profile` beside it); a fill
 * that gives no value leaves the record's own. The record itself without `fill`.
 */
export function fillRecord(fill: ReadSpec['fill'], record: BoundRecord | null, extras: Record<string, unknown>): BoundRecord | null {
  if (!fill) return record;
  const document = { ...record, ...extras };
  const out: BoundRecord = { ...record };
  for (const [field, logic] of Object.entries(fill)) {
    const value = evaluateLogic(logic, document);
    if (value !== null && value !== undefined) out[field] = value;
  }
  return out;
}
