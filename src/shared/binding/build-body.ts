import { getAtPointer, setAtPointer } from '../json-pointer';
import { cleanAnswers, spreadGroups } from './answers';
import { evaluateLogic } from './logic';
import { type BindingScope, scopeDocument } from './scope';
import type { Condition, ContextName, ScreenBinding, Template } from './types';

type TemplateObject = Record<string, unknown>;

const isObject = (value: unknown): value is TemplateObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value of one `$`-form of a template, or undefined when the object is not one. */
function special(template: TemplateObject, scope: BindingScope): { value: unknown } | undefined {
  if ('$ctx' in template) return { value: scope.ctx[template.$ctx as ContextName] ?? null };
  if ('$read' in template) return { value: getAtPointer(scope.read, String(template.$read)) ?? null };
  if ('$data' in template) return { value: cleanAnswers(getAtPointer(scope.data, String(template.$data))) ?? null };
  if ('$complete' in template) return { value: scope.complete };
  if ('$logic' in template) return { value: evaluateLogic(template.$logic, scopeDocument(scope)) ?? null };
  if ('$when' in template) return { value: scope.holds(template.$when as Condition, scopeDocument(scope)) ? buildBody(template.value, scope) : null };
  if ('$item' in template) return { value: getAtPointer(scope.item, String(template.$item)) ?? null };
  if ('$each' in template) {
    const items = evaluateLogic(template.$each, scopeDocument(scope));
    return { value: Array.isArray(items) ? items.map((item: unknown) => buildBody(template.as, { ...scope, item })) : null };
  }
  return undefined;
}

/**
 * The body a binding's template gives for the scope: constants as written, `$`-forms replaced by their values,
 * `{ "$record": true, "$omit"?: [pointers], ... }` the cleaned form data without the omitted fields (derived values
 * shown only), with the other fields added; `"$spread": template` starts the object from another value (e.g. the
 * record as read, saved again with the form's changes). Fields without a value are left out.
 */
export function buildBody(template: Template | unknown, scope: BindingScope): unknown {
  if (Array.isArray(template)) return template.map((item) => buildBody(item, scope));
  if (!isObject(template)) return template;
  const found = special(template, scope);
  if (found) return found.value;
  let body: TemplateObject = template.$record === true ? { ...((cleanAnswers(scope.data) as TemplateObject | undefined) ?? {}) } : {};
  if ('$spread' in template) {
    const spread = buildBody(template.$spread, scope);
    if (isObject(spread)) body = { ...spread, ...body };
  }
  for (const omitted of (template.$omit as string[] | undefined) ?? []) {
    body = setAtPointer(body, omitted.startsWith('/') ? omitted : `/${omitted}`, undefined);
  }
  body = (cleanAnswers(body) as TemplateObject | undefined) ?? {};
  for (const [key, value] of Object.entries(template)) {
    if (key === '$record' || key === '$omit' || key === '$spread') continue;
    const built = buildBody(value, scope);
    if (built === null || built === undefined) delete body[key];
    else body[key] = built;
  }
  return body;
}

/** The body a binding's save sends for the scope's form data (its checkbox groups spread back into the record). */
export function bindingBody(binding: ScreenBinding, scope: BindingScope): unknown {
  if (!binding.save) return {};
  return buildBody(binding.save.body, { ...scope, data: spreadGroups(scope.data, binding.groups) });
}
