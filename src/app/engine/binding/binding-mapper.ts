import { mergeObjects, type UiSchema } from '@rjsf/utils';
import { project, recordToFormData } from '../../../shared/binding/answers';
import { choiceOverrides } from '../../../shared/binding/choices';
import { bindingBody, buildBody } from '../../../shared/binding/build-body';
import { schemaShape } from '../../../shared/binding/schema-fields';
import { fillRecord, isEditOf, readRecord } from '../../../shared/binding/read-record';
import { applyDataRules, hiddenFields, uiRuleOverrides, withoutFields } from '../../../shared/binding/rules';
import { type BindingScope, scopeDocument } from '../../../shared/binding/scope';
import type { ScreenBinding } from '../../../shared/binding/types';
import { type CompiledCondition, compiledHolds, type Holds } from '../../../shared/condition/holds';
import { getAtPointer } from '../../../shared/json-pointer';
import { type ContextMapper, RecordNotFoundError, type ScreenContext } from '../types';
import type { FormData } from '../types';
import { contextIds } from './context-ids';

/** What the interpreter needs of a generated screen module. */
export interface BoundScreen {
  screenId: string;
  schema: object;
  binding: ScreenBinding;
  /** The binding's conditions, compiled by the build (src/shared/condition/holds.ts). */
  conditions: Readonly<Record<string, CompiledCondition>>;
}

function readOrThrow(binding: ScreenBinding, ctx: ScreenContext, holds: Holds): Record<string, unknown> | null {
  const found = readRecord(binding.read, ctx.profile, ctx.params, holds);
  if (found.kind === 'not-found') throw new RecordNotFoundError(found.param, found.id);
  return found.record;
}

function scopeOf(binding: ScreenBinding, holds: Holds, ctx: ScreenContext, data: FormData, complete = true): BindingScope {
  return {
    data, read: readOrThrow(binding, ctx, holds), ctx: contextIds(ctx), params: ctx.params,
    profile: ctx.profile, complete, holds,
  };
}

function newIdParams(binding: ScreenBinding, response: unknown, ctx: ScreenContext): Record<string, string> | undefined {
  const newId = binding.save?.newId;
  if (!newId || ctx.params[newId.param] !== undefined) return undefined;
  const id = getAtPointer(response, newId.response);
  return typeof id === 'number' || typeof id === 'string' ? { ...ctx.params, [newId.param]: String(id) } : undefined;
}

/** The binding's defaults, built as templates (a new record's borrowers may be `[{ "$ctx": "applicationId" }]`). */
function defaultsOf(binding: ScreenBinding, holds: Holds, ctx: ScreenContext): Record<string, unknown> | undefined {
  const defaults = binding.read?.defaults;
  if (!defaults) return undefined;
  const scope = { data: {}, read: null, ctx: contextIds(ctx), params: ctx.params, profile: ctx.profile, complete: true, holds };
  return buildBody(defaults, scope) as Record<string, unknown>;
}

/** The ContextMapper a screen's binding describes. */
export function bindingMapper(screen: BoundScreen): ContextMapper {
  const { binding } = screen;
  const rules = binding.rules ?? [];
  const shape = schemaShape(screen.schema);
  const holds = compiledHolds(screen.conditions);
  const scoped = (ctx: ScreenContext, data: FormData, complete = true) => scopeOf(binding, holds, ctx, data, complete);
  const dataRules = (ctx: ScreenContext, data: FormData) => applyDataRules(rules, scoped(ctx, data));
  const hidden = (ctx: ScreenContext, data: FormData) => hiddenFields(rules, scoped(ctx, data));

  return {
    lookups: binding.lookups,
    toFormData(ctx) {
      const record = readOrThrow(binding, ctx, holds);
      return dataRules(ctx, recordToFormData(fillRecord(binding.read?.fill, record, { $profile: ctx.profile, $ctx: contextIds(ctx), $params: ctx.params }), shape, defaultsOf(binding, holds, ctx), binding.groups));
    },
    toPayload(data, ctx, options) {
      // The data rules hold for what is sent too (a value cleared by an answer is never sent), and a field a rule
      // hides keeps no answer.
      const ruled = withoutFields(dataRules(ctx, data), hidden(ctx, data));
      // Only the schema's fields are the record: anything else in the form data is never sent.
      return bindingBody(binding, scoped(ctx, project(ruled, shape) as FormData, options.complete));
    },
    toUiSchema(ctx, _uiSchema, data) {
      return mergeObjects(
        choiceOverrides(binding.choices ?? [], ctx.lookups, ctx.profile, holds),
        uiRuleOverrides(rules, scoped(ctx, data), screen.schema),
      ) as UiSchema;
    },
    hiddenFields: hidden,
    onChange(next, _previous, ctx) {
      return dataRules(ctx, next);
    },
    isEdit(ctx) {
      if (binding.editWhen === undefined) return isEditOf(binding.read, ctx.params);
      return holds(binding.editWhen, scopeDocument(scoped(ctx, {})));
    },
    isComplete(ctx) {
      if (binding.save?.completeWhen === undefined) return false;
      return holds(binding.save.completeWhen, scopeDocument(scoped(ctx, {})));
    },
    afterSave(response, _data, ctx) {
      const params = newIdParams(binding, response, ctx);
      return params ? { params } : undefined;
    },
    nextDocument(ctx, data, response) {
      return { ...scopeDocument(scoped(ctx, data)), ...(response === undefined ? {} : { $response: response }) };
    },
  };
}
