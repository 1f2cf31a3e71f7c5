import type { Lookups } from '../..';

/**
 * The reference lists a binding may name (`lookups`) and the guarded call (POST, body `{}`) that answers each.
 * Adding a lookup is one line here plus its type in `Lookups` (src/app/engine/types.ts) and its name in `LookupName` (src/shared/binding/types.ts).
 */
export const lookupCalls: { readonly [K in keyof Lookups]-?: string } = {
  incomeTypes: 'GetIncomeType',
  assetTypes: 'GetAssetType',
};

/** react-query key of a lookup: fetched once per session, never refreshed by saves. */
export function lookupKey(name: keyof Lookups): readonly [string, string] {
  return ['lookup', lookupCalls[name]];
}
