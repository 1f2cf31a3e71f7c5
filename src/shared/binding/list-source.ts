import type { Holds } from '../condition/holds';
import { getAtPointer } from '../json-pointer';
import { buildBody } from './build-body';
import { evaluateLogic } from './logic';
import type { BindingScope } from './scope';
import type { Condition, ListSourceSpec } from './types';

export type SourceRecord = Record<string, unknown>;
export type ItemValue = string | number | boolean | null;
export type SourceItem = Record<string, ItemValue> & { id: string; readOnly?: boolean };

const isRecord = (value: unknown): value is SourceRecord => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown): value is ItemValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const matching = (records: unknown[], where: Condition | undefined, holds: Holds): SourceRecord[] =>
  records.filter((record): record is SourceRecord => isRecord(record) && (where === undefined || holds(where, record)));

/**
 * The records a list section shows: the profile's list at `from`, narrowed by the condition `where` (with `each`, the
 * lists inside them, each child with its `$parent`).
 */
export function sourceRecords(spec: ListSourceSpec, profile: unknown, holds: Holds): SourceRecord[] {
  const found = getAtPointer(profile, spec.from);
  if (!Array.isArray(found)) return [];
  const records = matching(found, spec.where, holds);
  if (!spec.each) return records;
  const { from, where } = spec.each;
  return records.flatMap((parent) => {
    const children = getAtPointer(parent, from);
    return Array.isArray(children) ? matching(children, where, holds).map((child) => ({ ...child, $parent: parent })) : [];
  });
}

/**
 * One record as a list item: its own scalar fields, the option `titles` of its values, then each of `fields` (JSON
 * Logic over the record, the fields before it and `extras` such as `$profile`), `readOnly` when the record matches its condition;
 * `id` is the record's `key`.
 */
export function sourceItem(spec: ListSourceSpec, record: SourceRecord, extras: Record<string, unknown>, holds: Holds): SourceItem {
  const item: Record<string, ItemValue> = {};
  for (const [name, value] of Object.entries(record)) if (isScalar(value)) item[name] = value;
  for (const [name, { field, options }] of Object.entries(spec.titles ?? {})) {
    const value = record[field];
    item[name] = value === null || value === undefined ? null : (options?.[String(value)] ?? String(value));
  }
  for (const [name, logic] of Object.entries(spec.fields ?? {})) {
    const value = evaluateLogic(logic, { ...record, ...extras, ...item });
    item[name] = isScalar(value) ? value : null;
  }
  const readOnly = spec.readOnly !== undefined && holds(spec.readOnly, record);
  return { ...item, id: String(record[spec.key]), ...(readOnly ? { readOnly: true } : {}) };
}

/** The soft delete's body for the item's record (its template's `$read` is the record), or undefined without one. */
export function sourceDeleteBody(spec: ListSourceSpec, record: SourceRecord, scope: Omit<BindingScope, 'read' | 'data'>): unknown {
  if (!spec.delete) return undefined;
  return buildBody(spec.delete.body, { ...scope, data: {}, read: record });
}
