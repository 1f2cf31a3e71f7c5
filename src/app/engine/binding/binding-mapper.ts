import { mergeObjects, type UiSchema } from '@rjsf/utils';
import { project, recordToFormData } from '../../../shared/binding/answers';
import { choiceOverrides } from '../../../shared/binding/choices';
import { bindingBody, buildBody } from '../../../shared/binding/build-body';
import { schemaShape } from '../../../shared/binding/schema-fields';
import { fillRecord, isEditOf, readRecord } from '../../../shared/binding/read-record';
import { applyDataRules, hiddenFields, type RuleCondition, uiRuleOverrides, withoutFields } from '../../../shared/binding/rules';
import { type BindingScope, scopeDocument } from '../../../shared/binding/scope';
import type { ScreenBinding } from '../../../shared/binding/types';
import { getAtPointer } from '../../../shared/json-pointer';
import { type ContextMapper, RecordNotFoundError, type ScreenContext } from '../mappers/types';
import type { FormData } from '../types';
import { contextIds } from './context-ids';

/** What the interpreter needs of a generated screen module. */
export interface BoundScreen {
  screenId: string;
  schema: object;
  binding: ScreenBinding;
  /** The rules' precompiled conditions, `rule<index>` -> predicate over the scope document. */
  ruleConditions: Record<string, (document: unknown) => boolean>;
}

function readOrThrow(binding: ScreenBinding, ctx: ScreenContext): Record<string, unknown> | null {
  const found = readRecord(binding.read, ctx.profile, ctx.params);
  if (found.kind === 'not-found') throw new RecordNotFoundError(found.param, found.id);
  return found.record;
}

function scopeOf(binding: ScreenBinding, ctx: ScreenContext, data: FormData, complete = true): BindingScope {
  return {
    data, read: readOrThrow(binding, ctx), ctx: contextIds(ctx), params: ctx.params,
    profile: ctx.profile, complete,
  };
}

function newIdParams(binding: ScreenBinding, response: unknown, ctx: ScreenContext): Record<string, string> | undefined {
  const newId = binding.save?.newId;
  if (!newId || ctx.params[newId.param] !== undefined) return undefined;
  const id = getAtPointer(response, newId.response);
  return typeof id === 'number' || typeof id === 'string' ? { ...ctx.params, [newId.param]: String(id) } : undefined;
}

/** The binding's defaults, built as templates (a new record's borrowers may be `[{ "$ctx": "applicationId" }]`). */
function defaultsOf(binding: ScreenBinding, ctx: ScreenContext): Record<string, unknown> | undefined {
  const defaults = binding.read?.defaults;
  if (!defaults) return undefined;
  return buildBody(defaults, { data: {}, read: null, ctx: contextIds(ctx), params: ctx.params, profile: ctx.profile, complete: true }) as Record<string, unknown>;
}

/** The ContextMapper a screen's binding describes. */
export function bindingMapper(screen: BoundScreen): ContextMapper {
  const { binding } = screen;
  const rules = binding.rules ?? [];
  const shape = schemaShape(screen.schema);
  const condition: RuleCondition = (index, document) => screen.ruleConditions[`rule${index}`]?.(document) === true;
  const dataRules = (ctx: ScreenContext, data: FormData) => applyDataRules(rules, condition, scopeOf(binding, ctx, data));
  const hidden = (ctx: ScreenContext, data: FormData) => hiddenFields(rules, condition, scopeOf(binding, ctx, data));

  return {
    lookups: binding.lookups,
    toFormData(ctx) {
      const record = readOrThrow(binding, ctx);
      return dataRules(ctx, recordToFormData(fillRecord(binding.read?.fill, record, { $profile: ctx.profile, $ctx: contextIds(ctx), $params: ctx.params }), shape, defaultsOf(binding, ctx), binding.groups));
    },
    toPayload(data, ctx, options) {
      // The data rules hold for what is sent too (a value cleared by an answer is never sent), and a field a rule
      // hides keeps no answer.
      const ruled = withoutFields(dataRules(ctx, data), hidden(ctx, data));
      // Only the schema's fields are the record: anything else in the form data is never sent.
      return bindingBody(binding, scopeOf(binding, ctx, project(ruled, shape) as FormData, options.complete));
    },
    toUiSchema(ctx, _uiSchema, data) {
      return mergeObjects(
        choiceOverrides(binding.choices ?? [], ctx.lookups, ctx.profile),
        uiRuleOverrides(rules, condition, scopeOf(binding, ctx, data), screen.schema),
      ) as UiSchema;
    },
    hiddenFields: hidden,
    onChange(next, _previous, ctx) {
      return dataRules(ctx, next);
    },
    isEdit(ctx) {
      if (binding.editWhen === undefined) return isEditOf(binding.read, ctx.params);
      return screen.ruleConditions.edit?.(scopeDocument(scopeOf(binding, ctx, {}))) === true;
    },
    isComplete(ctx) {
      if (binding.save?.completeWhen === undefined) return false;
      return screen.ruleConditions.complete?.(scopeDocument(scopeOf(binding, ctx, {}))) === true;
    },
    afterSave(response, _data, ctx) {
      const params = newIdParams(binding, response, ctx);
      return params ? { params } : undefined;
    },
  };
}
