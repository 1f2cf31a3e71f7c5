// Fills a screen's form in the browser as a borrower would, from form data (usually the screen's own valid example):
// text-like inputs are typed, choices picked by their place among the schema's options (the widgets' option values
// are those indexes), boxes checked. A field with no input on the page (hidden, or read only) is left alone.
import type { Page } from 'playwright-core';
import { screenLoaders } from '../../../src/app/generated/screens';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A local `$ref` ("#/$defs/x") of the bundled screen schema, merged with the keywords beside it. */
function resolve(root: Json, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  const target = ref.slice(2).split('/').reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), root);
  const { $ref: _ref, ...beside } = schema;
  return isObject(target) ? { ...resolve(root, target), ...beside } : beside;
}

/** The schema of a property, declared directly or under an `allOf` branch's `then` / `else`. */
function propertySchema(root: Json, parent: Json, name: string): Json | undefined {
  const here = resolve(root, parent);
  const direct = isObject(here.properties) ? here.properties[name] : undefined;
  if (isObject(direct)) return resolve(root, direct);
  const branches = Array.isArray(here.allOf) ? here.allOf.filter(isObject) : [];
  for (const branch of branches.flatMap((b) => [b.then, b.else, b]).filter(isObject)) {
    const found = isObject(branch.properties) ? branch.properties[name] : undefined;
    if (isObject(found)) return resolve(root, found);
  }
  return undefined;
}

/** The values of a field's options in the order the widgets list them (Yes before No). */
function optionValues(root: Json, schema: Json): unknown[] {
  const options = [schema.oneOf, schema.anyOf].find(Array.isArray)?.filter(isObject).map((o) => resolve(root, o).const);
  if (options) return options;
  if (Array.isArray(schema.enum)) return schema.enum;
  if (isObject(schema.items)) return optionValues(root, resolve(root, schema.items));
  return schema.type === 'boolean' ? [true, false] : [];
}

function optionIndex(root: Json, schema: Json, value: unknown, id: string): number {
  const index = optionValues(root, schema).findIndex((option) => option === value);
  if (index < 0) throw new Error(`fillForm: ${JSON.stringify(value)} is not an option of ${id}`);
  return index;
}

/** Fills one field; false when the page has no input for it (yet: a field revealed by another answer). */
async function fillField(page: Page, root: Json, schema: Json, id: string, value: unknown): Promise<boolean> {
  const input = page.locator(`[id="${id}"]`);
  const group = page.locator(`[id="${id}__group"]`);
  const option = (index: number) => page.locator(`[id="${id}-${index}"]`);
  if (await group.count()) {
    const picked = Array.isArray(value) ? value : [value];
    for (const one of picked) await option(optionIndex(root, schema, one, id)).check();
    return true;
  }
  if (!(await input.count())) return false;
  const kind = await input.evaluate((el) =>
    el instanceof HTMLSelectElement ? 'select' : el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.type : 'other');
  if (kind === 'other') throw new Error(`fillForm: ${id} is not an input, a select or a choice group; fill it in the test`);
  if (!(await input.isEditable())) return true;
  if (kind === 'select') await input.selectOption(String(optionIndex(root, schema, value, id)));
  else if (kind === 'checkbox') await input.setChecked(value === true);
  else await input.fill(String(value));
  return true;
}

async function fillObject(page: Page, root: Json, schema: Json, prefix: string, data: Json): Promise<void> {
  const notYetShown: Json = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    const field = propertySchema(root, schema, name);
    const id = `${prefix}_${name}`;
    if (!field) throw new Error(`fillForm: ${id} is not a field of the screen's schema`);
    if (isObject(value)) await fillObject(page, root, field, id, value);
    else if (Array.isArray(value) && value.some(isObject)) throw new Error(`fillForm: ${id} is a list of records; fill it in the test`);
    else if (!(await fillField(page, root, field, id, value))) notYetShown[name] = value;
  }
  // A second pass for the fields the first one revealed; what is still not shown stays hidden.
  for (const [name, value] of Object.entries(notYetShown)) {
    await fillField(page, root, propertySchema(root, schema, name)!, `${prefix}_${name}`, value);
  }
}

/** Types and picks `formData` into the open screen `screenId` (its compiled schema gives the options). */
export async function fillForm(page: Page, screenId: string, formData: Json): Promise<void> {
  const load = screenLoaders[screenId];
  if (!load) throw new Error(`fillForm: no compiled screen "${screenId}" (npm run build:schemas)`);
  const { schema } = await load();
  await fillObject(page, schema as Json, schema as Json, 'root', formData);
}
