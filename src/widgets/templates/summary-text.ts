import type { RJSFValidationError } from '@rjsf/utils';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A local `$ref` of the form's (bundled) schema, followed. */
function resolve(node: unknown, root: Node): unknown {
  let current = node;
  for (let hops = 0; isNode(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 10; hops += 1) {
    let target: unknown = root;
    for (const token of current.$ref.slice(2).split('/')) target = isNode(target) ? target[token] : undefined;
    current = isNode(target) ? { ...target, ...current, $ref: undefined } : undefined;
  }
  return current;
}

/**
 * The title of the field an error is about (".race", ".ethnicity.hispanicOrLatinoOrigin") in the form's schema: a
 * missing group's required error carries the form's title, not the group's.
 */
export function fieldTitle(rootSchema: unknown, property: string | undefined): string | undefined {
  if (!isNode(rootSchema) || !property) return undefined;
  let node: unknown = rootSchema;
  for (const token of property.split('.').filter(Boolean)) {
    const resolved = resolve(node, rootSchema);
    node = isNode(resolved) && isNode(resolved.properties) ? resolved.properties[token] : undefined;
  }
  const field = resolve(node, rootSchema);
  return isNode(field) && typeof field.title === 'string' ? field.title : undefined;
}

/**
 * The summary line of each error: its message, or "Title: message" when the same message stands for more than one
 * field (e.g. 'Please check one of the above.' on the Sex and the Race groups), so each link says where it leads. The
 * title is shown through `tr` (the screen's language; the messages come translated).
 */
export function summaryTexts(errors: readonly RJSFValidationError[], rootSchema?: unknown, tr: (english: string) => string = (english) => english): string[] {
  const text = (error: RJSFValidationError) => error.message ?? error.stack;
  const counts = new Map<string, number>();
  for (const error of errors) counts.set(text(error), (counts.get(text(error)) ?? 0) + 1);
  return errors.map((error) => {
    const message = text(error);
    const title = fieldTitle(rootSchema, error.property) ?? error.title;
    return (counts.get(message) ?? 0) > 1 && title ? `${tr(title)}: ${message}` : message;
  });
}
