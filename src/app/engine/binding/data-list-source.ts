import { sourceDeleteBody, sourceItem, sourceRecords } from '../../../shared/binding/list-source';
import type { ListSourceSpec } from '../../../shared/binding/types';
import { type ListSource, RecordNotFoundError } from '../types';
import { holds } from '../conditions';
import { contextIds } from './context-ids';

/** The ListSource a list section's `source` object describes (records, items and soft delete as data). */
export function dataListSource(spec: ListSourceSpec): ListSource {
  return {
    items: (ctx) => sourceRecords(spec, ctx.profile, holds).map((record) => sourceItem(spec, record, { $profile: ctx.profile }, holds)),
    ...(spec.delete
      ? {
          call: spec.delete.call,
          deletePayload: (item, ctx) => {
            const record = sourceRecords(spec, ctx.profile, holds).find((r) => String(r[spec.key]) === item.id);
            if (!record) throw new RecordNotFoundError(spec.key, item.id);
            return sourceDeleteBody(spec, record, { ctx: contextIds(ctx), params: ctx.params, profile: ctx.profile, complete: true, holds });
          },
        }
      : {}),
  };
}
