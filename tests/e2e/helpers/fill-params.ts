// Fills a route's parameters from one borrower's profile (GetBorrowerData), through the sources the data files name.
import { sourceItem, sourceRecords } from '../../../src/shared/binding/list-source';
import type { RouteParams } from '../../../src/shared/flow/types';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';
import type { ParamSource } from './param-sources';

type Values = Record<string, unknown>;

const holds = ajvHolds();
const isRecord = (value: unknown): value is Values => value !== null && typeof value === 'object' && !Array.isArray(value);
const isValue = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** The values for `names` when every one is there, else undefined. */
function complete(names: readonly string[], valueOf: (name: string) => unknown): RouteParams | undefined {
  const params: RouteParams = {};
  for (const name of names) {
    const value = valueOf(name);
    if (!isValue(value) || value === '') return undefined;
    params[name] = String(value);
  }
  return params;
}

/**
 * Every object in the profile with the keys in scope there: its own fields named in `names`, and those of the records
 * it is nested in (a property's lender carries the property's key). Records marked `activeInd: false` are deleted.
 */
function keyedRecords(value: unknown, names: readonly string[], inherited: Values = {}): Values[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyedRecords(item, names, inherited));
  if (!isRecord(value) || value.activeInd === false) return [];
  const own = Object.fromEntries(names.filter((name) => isValue(value[name])).map((name) => [name, value[name]]));
  const scope = { ...inherited, ...own };
  return [scope, ...Object.values(value).flatMap((child) => keyedRecords(child, names, scope))];
}

/** Each set of parameters `source` gives in `profile`, in the profile's order. */
function candidates(source: ParamSource, names: readonly string[], profile: unknown): RouteParams[] {
  const found = (params: RouteParams | undefined): params is RouteParams => params !== undefined;
  if (source.from === 'list') {
    // As the list's Edit link: `:id` is the item's id, any other parameter the item's field of that name.
    return sourceRecords(source.spec, profile, holds)
      .map((record) => sourceItem(source.spec, record, { $profile: profile }, holds))
      .filter((item) => item.readOnly !== true)
      .map((item) => complete(names, (name) => (name === 'id' ? item.id : item[name])))
      .filter(found);
  }
  if (source.from === 'binding') {
    const { key, param } = source.pick;
    return sourceRecords({ ...source.read, key }, profile, holds)
      .map((record) => complete(names, (name) => (name === param ? record[key] : undefined)))
      .filter(found);
  }
  if (names.includes('id')) return [];
  return keyedRecords(profile, names).map((scope) => complete(names, (name) => scope[name])).filter(found);
}

/** The first parameters any source fills from `profile`, or undefined when none does. */
export function fillParams(sources: readonly ParamSource[], names: readonly string[], profile: unknown): RouteParams | undefined {
  for (const source of sources) {
    const [first] = candidates(source, names, profile);
    if (first) return first;
  }
  return undefined;
}
