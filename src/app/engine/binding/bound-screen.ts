import { mergeObjects, type UiSchema } from '@rjsf/utils';
import { project, recordToFormData } from '../../../shared/binding/answers';
import { choiceOverrides } from '../../../shared/binding/choices';
import { bindingBody, buildBody } from '../../../shared/binding/build-body';
import { schemaShape } from '../../../shared/binding/schema-fields';
import { fillRecord, isEditOf, readRecord } from '../../../shared/binding/read-record';
import { applyDataRules, hiddenFields, uiRuleOverrides, withoutFields } from '../../../shared/binding/rules';
import { type BindingScope, scopeDocument } from '../../../shared/binding/scope';
import type { LookupName, ScreenBinding } from '../../../shared/binding/types';
import { compiledHolds, type Holds } from '../../../shared/condition/holds';
import type { RouteParams } from '../../../shared/flow/types';
import { getAtPointer } from '../../../shared/json-pointer';
import { revealedFormData } from '../revealed-form-data';
import { type FormData, RecordNotFoundError, type SaveOptions, type ScreenContext, type ScreenModule } from '../types';
import { contextIds } from './context-ids';

/**
 * A screen's binding at work: what the flow screen asks of it for a context (the borrower's profile, the route's
 * parameters, the lookups). A record the route names and the profile lacks throws RecordNotFoundError.
 */
export interface BoundScreen {
  /** Reference lists the screen's choices come from (fetched before it renders). */
  lookups: readonly LookupName[];
  /** The form data read from the profile, its data rules applied. */
  formData(ctx: ScreenContext): FormData;
  /** The save call's body: only what the schema reveals and no rule hides or clears (Next: complete; Save For Later: not). */
  body(data: FormData, ctx: ScreenContext, options: SaveOptions): unknown;
  /** uiSchema overrides for the form data: each select's choices, then the UI rules (hide, disable, relabel). */
  uiOverrides(ctx: ScreenContext, data: FormData): UiSchema;
  /** The fields a rule hides for the form data: their answers are neither sent nor counted as missing. */
  hiddenFields(ctx: ScreenContext, data: FormData): string[];
  /** The form data after the data rules (clear, derive), as the user types; the same object when nothing changed. */
  applyRules(data: FormData, ctx: ScreenContext): FormData;
  /** An edit screen: its button reads Update when the form changed and Cancel when not (nothing is sent). */
  isEdit(ctx: ScreenContext): boolean;
  /** The section is already complete: Next with nothing changed goes on without saving. */
  isComplete(ctx: ScreenContext): boolean;
  /** The route parameters a save's answer gives (a new record's id), or undefined. */
  savedParams(response: unknown, ctx: ScreenContext): RouteParams | undefined;
  /**
   * What the flow's `next` conditions and parameters read: the form data with `$ctx`, `$params`, `$read`, `$profile`
   * and, after a save, `$response` (the call's answer) beside it.
   */
  nextDocument(ctx: ScreenContext, data: FormData, response?: unknown): Record<string, unknown>;
}

function readOrThrow(binding: ScreenBinding, ctx: ScreenContext, holds: Holds): Record<string, unknown> | null {
  const found = readRecord(binding.read, ctx.profile, ctx.params, holds);
  if (found.kind === 'not-found') throw new RecordNotFoundError(found.param, found.id);
  return found.record;
}

function newIdParams(binding: ScreenBinding, response: unknown, ctx: ScreenContext): RouteParams | undefined {
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

/** The screen's binding at work (`screen.binding`, its conditions compiled by the build). */
export function bindScreen(screen: ScreenModule & { binding: ScreenBinding }): BoundScreen {
  const { binding } = screen;
  const rules = binding.rules ?? [];
  const shape = schemaShape(screen.schema);
  const holds = compiledHolds(screen.conditions);
  const scoped = (ctx: ScreenContext, data: FormData, complete = true): BindingScope => ({
    data, read: readOrThrow(binding, ctx, holds), ctx: contextIds(ctx), params: ctx.params, profile: ctx.profile, complete, holds,
  });
  const applyRules = (data: FormData, ctx: ScreenContext) => applyDataRules(rules, scoped(ctx, data));
  const hidden = (ctx: ScreenContext, data: FormData) => hiddenFields(rules, scoped(ctx, data));

  return {
    lookups: binding.lookups ?? [],
    formData(ctx) {
      const record = readOrThrow(binding, ctx, holds);
      const filled = fillRecord(binding.read?.fill, record, { $profile: ctx.profile, $ctx: contextIds(ctx), $params: ctx.params });
      return applyRules(recordToFormData(filled, shape, defaultsOf(binding, holds, ctx), binding.groups), ctx);
    },
    body(data, ctx, options) {
      // An answer whose question the schema no longer reveals is not sent; the data rules hold for what is sent too
      // (a value cleared by an answer is never sent), and a field a rule hides keeps no answer.
      const revealed = revealedFormData(screen, data);
      const ruled = withoutFields(applyRules(revealed, ctx), hidden(ctx, revealed));
      // Only the schema's fields are the record: anything else in the form data is never sent.
      return bindingBody(binding, scoped(ctx, project(ruled, shape) as FormData, options.complete));
    },
    uiOverrides(ctx, data) {
      return mergeObjects(
        choiceOverrides(binding.choices ?? [], ctx.lookups, ctx.profile, holds),
        uiRuleOverrides(rules, scoped(ctx, data), screen.schema),
      ) as UiSchema;
    },
    hiddenFields: hidden,
    applyRules,
    isEdit(ctx) {
      if (binding.editWhen === undefined) return isEditOf(binding.read, ctx.params);
      return holds(binding.editWhen, scopeDocument(scoped(ctx, {})));
    },
    isComplete(ctx) {
      if (binding.save?.completeWhen === undefined) return false;
      return holds(binding.save.completeWhen, scopeDocument(scoped(ctx, {})));
    },
    savedParams: (response, ctx) => newIdParams(binding, response, ctx),
    nextDocument(ctx, data, response) {
      return { ...scopeDocument(scoped(ctx, data)), ...(response === undefined ? {} : { $response: response }) };
    },
  };
}

const bound = new WeakMap<ScreenModule, BoundScreen>();

/**
 * The screen's binding at work, one per screen module. Every screen has a binding (`"display": true` for one that
 * saves nothing); a screen without one is a wiring bug, which `npm run lint:schemas` reports, and throws here.
 */
export function boundScreenOf(screen: ScreenModule, node: { save?: string }): BoundScreen {
  const known = bound.get(screen);
  if (known) return known;
  const { binding } = screen;
  if (!binding) {
    const saves = node.save ? ` (its flow node saves ${node.save})` : '';
    throw new Error(`No binding for '${screen.screenId}'${saves}. Add schemas/${screen.screenId}.binding.json.`);
  }
  const made = bindScreen({ ...screen, binding });
  bound.set(screen, made);
  return made;
}
