import { getAtPointer, pointerTokens, setAtPointer } from '../json-pointer';
import { fieldPointer, mergeAt, toUiPointer } from './ui-pointer';
import { evaluateLogic } from './logic';
import { type BindingScope, scopeDocument } from './scope';
import type { JsonValue, Rule } from './types';

/** Whether the rule applies to a scope document: it has no condition, or `scope.holds` finds its condition holds. */
const applies = (rule: Rule, scope: BindingScope, document: Record<string, unknown>): boolean =>
  !('when' in rule) || rule.when === undefined || scope.holds(rule.when, document);

/**
 * The form data after the screen's data rules, in order: `clear` removes fields while its condition holds (before
 * validation, so a cleared field never shows a stale error); `derive` sets a field to its JSON Logic value on every
 * change. Returns `scope.data` itself when nothing changed.
 */
export function applyDataRules(rules: readonly Rule[], scope: BindingScope): Record<string, unknown> {
  let data = scope.data;
  rules.forEach((rule) => {
    if (rule.effect !== 'clear' && rule.effect !== 'derive') return;
    const document = scopeDocument({ ...scope, data });
    if (!applies(rule, scope, document)) return;
    if (rule.effect === 'clear') {
      for (const field of rule.fields) {
        if (getAtPointer(data, fieldPointer(field)) !== undefined) data = setAtPointer(data, fieldPointer(field), undefined);
      }
      return;
    }
    const value = evaluateLogic(rule.value, document);
    if (getAtPointer(data, fieldPointer(rule.field)) !== value) data = setAtPointer(data, fieldPointer(rule.field), value);
  });
  return data;
}

/** The fields the `hide` rules whose conditions hold hide now. */
export function hiddenFields(rules: readonly Rule[], scope: BindingScope): string[] {
  const document = scopeDocument(scope);
  return rules.flatMap((rule) => (rule.effect === 'hide' && applies(rule, scope, document) ? rule.fields : []));
}

/** The data without the given fields (a hidden field's answer is neither saved nor counted as missing). */
export function withoutFields<T extends Record<string, unknown>>(data: T, fields: readonly string[]): T {
  return fields.reduce((kept, field) => (getAtPointer(kept, fieldPointer(field)) === undefined ? kept : setAtPointer(kept, fieldPointer(field), undefined)), data);
}

/** Whether a form error (rjsf's `.a.0.b` property) belongs to one of the fields (or lies inside one). */
export function isInFields(property: string, fields: readonly string[]): boolean {
  const tokens = property.split('.').slice(1);
  return fields.some((field) => {
    const hidden = pointerTokens(fieldPointer(field));
    return hidden.length > 0 && hidden.every((token, i) => tokens[i] === token);
  });
}

type UiNode = Record<string, unknown>;

/** The options of the field in the screen's schema, in order: `oneOf` consts or `enum` values. */
function optionValues(schema: unknown, field: string): { values: unknown[]; via: 'oneOf' | 'enum' } | undefined {
  const tokens = pointerTokens(fieldPointer(field));
  let node = schema as UiNode | undefined;
  for (const token of tokens) node = (/^\d+$/.test(token) ? node?.items : (node?.properties as UiNode | undefined)?.[token]) as UiNode | undefined;
  const options = node?.oneOf ?? (node?.items as UiNode | undefined)?.oneOf;
  if (Array.isArray(options)) return { values: options.map((o) => (o as UiNode).const), via: 'oneOf' };
  if (Array.isArray(node?.enum)) return { values: node.enum, via: 'enum' };
  return undefined;
}

function relabel(schema: unknown, field: string, option: JsonValue, label: string): UiNode {
  const options = optionValues(schema, field);
  const index = options?.values.findIndex((value) => value === option) ?? -1;
  if (!options || index < 0) return {};
  if (options.via === 'enum') {
    return { 'ui:enumNames': options.values.map((value, i) => (i === index ? label : String(value))) };
  }
  return { oneOf: options.values.map((_value, i) => (i === index ? { 'ui:title': label } : {})) };
}

/**
 * uiSchema overrides of the screen's UI rules for the current scope, in the manner of JSON Forms' rule effects:
 * hide or disable fields, relabel a field, disable an option (with the rule's message as the field's help) or relabel it.
 */
export function uiRuleOverrides(rules: readonly Rule[], scope: BindingScope, schema: unknown): UiNode {
  const document = scopeDocument(scope);
  let ui: UiNode = {};
  for (const field of hiddenFields(rules, scope)) ui = mergeAt(ui, field, { 'ui:widget': 'hidden' });
  rules.forEach((rule) => {
    if (rule.effect === 'clear' || rule.effect === 'derive' || rule.effect === 'hide') return;
    const met = applies(rule, scope, document);
    switch (rule.effect) {
      case 'disable':
        if (met) for (const field of rule.fields) ui = mergeAt(ui, field, { 'ui:disabled': true });
        return;
      case 'disableOption': {
        if (!met) return;
        const disabled = (getAtPointer(ui, `${toUiPointer(rule.field)}/ui:enumDisabled`) as unknown[] | undefined) ?? [];
        ui = mergeAt(ui, rule.field, { 'ui:enumDisabled': [...disabled, rule.option], ...(rule.message ? { 'ui:help': rule.message } : {}) });
        return;
      }
      case 'relabelOption':
        if (met) ui = mergeAt(ui, rule.field, relabel(schema, rule.field, rule.option, rule.label));
        return;
      case 'relabel':
        if (met) ui = mergeAt(ui, rule.field, { 'ui:title': rule.label });
        return;
    }
  });
  return ui;
}
