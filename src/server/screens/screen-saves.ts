import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Ajv from 'ajv';
import { spreadGroups, type Groups } from '../../shared/binding/answers';
import { withoutFields } from '../../shared/binding/rules';
import { fieldPointer } from '../../shared/binding/ui-pointer';
import type { ScreenBinding } from '../../shared/binding/types';
import { type SchemaReader, withoutUnrevealed } from '../../shared/binding/unrevealed';
import type { Condition, Holds } from '../../shared/condition/holds';
import { isJsonObject as isRecord } from '../../shared/is-json-object';
import { setAtPointer, toPointer } from '../../shared/json-pointer';
import { ajvHolds } from '../../shared/validation/ajv-holds';
import { SCHEMA_ID_BASE, type SchemaDocument } from '../../shared/validation/schema-documents';
import { flowBeside } from './flow-beside';
import { documentAt } from './schema-reader';

/** What a save's rules may read besides the record: the session's ids, and the borrower's profile when a rule needs it. */
export interface SaveScope {
  ctx: { applicationId?: number; borrowerId?: number; offerId?: string };
  profile: () => Promise<unknown>;
}

/** A rule on what is stored: `hide` (neither stored nor missing) or `clear` (not stored) its fields while `when` holds. */
interface StoreRule {
  effect: 'hide' | 'clear';
  fields: string[];
  when: Condition;
  readsProfile: boolean;
}

/** The schemas the rules are read with, made the first time a save needs them (a start compiles no schema). */
export interface ServerSchemas {
  ajv: Ajv;
  documents: ReadonlyMap<string, SchemaDocument>;
  reader: SchemaReader;
}

interface SavedScreen {
  screenId: string;
  groups: Groups;
  rules: StoreRule[];
  /** Where the save's body carries the screen's record (`$record` in the binding's body); `*` for each list item. */
  records: string[][];
}

/** The body pointers of a binding template's `$record`s; a list position stands for each item of the list. */
function recordPaths(template: unknown, path: string[] = []): string[][] {
  if (Array.isArray(template)) return template.flatMap((item) => recordPaths(item, [...path, '*']));
  if (template === null || typeof template !== 'object') return [];
  const node = template as Record<string, unknown>;
  if (node.$record === true) return [path];
  return Object.entries(node).flatMap(([key, value]) => (key.startsWith('$') ? [] : recordPaths(value, [...path, key])));
}

/** Every value at a record path of a body, with its pointer. */
function recordsAt(body: unknown, path: string[], at: (string | number)[] = []): { pointer: string; record: unknown }[] {
  if (path.length === 0) return [{ pointer: toPointer(at), record: body }];
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '*') return Array.isArray(body) ? body.flatMap((item, i) => recordsAt(item, rest, [...at, i])) : [];
  const next = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[head] : undefined;
  return next === undefined ? [] : recordsAt(next, rest, [...at, head]);
}

/** A record in the form's shape: the fields of each checkbox group nested in their group, as the screen's schema has them. */
function gatherGroups(record: Record<string, unknown>, groups: Groups): Record<string, unknown> {
  const form = { ...record };
  for (const [name, fields] of Object.entries(groups)) {
    const present = fields.filter((field) => field in form);
    if (present.length === 0) continue;
    form[name] = Object.fromEntries(present.map((field) => [field, form[field]]));
    for (const field of present) delete form[field];
  }
  return form;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The screens' rules on what a save stores, as the browser applies them before it sends: a field a binding's `hide`
 * rule hides is neither stored nor missing, a field its `clear` rule clears is not stored, and an answer the screen's
 * schema does not reveal for the record (an `if` branch that does not hold) is not stored. A call saved by one screen
 * follows that screen; SaveScreenAnswers follows the screen its body names; a call several screens save follows each
 * at the records only it writes (UpdateBorrowerAddress and UpdateBorrowerEmployment, whose screens all write the same
 * list, follow none). A rule that reads `$read` or `$params` is the browser's alone (the server has no route and reads
 * no record before the save).
 */
export function screenSaves(schemasDir: string, schemas: () => ServerSchemas) {
  const flow = flowBeside(schemasDir);
  const screensOf = new Map<string, Set<string>>();
  for (const node of flow.steps.flatMap((step) => step.nodes)) {
    if (!node.save || !node.screen) continue;
    screensOf.set(node.save, (screensOf.get(node.save) ?? new Set()).add(node.screen));
  }
  const saved = new Map<string, SavedScreen>();
  for (const screenId of new Set([...screensOf.values()].flatMap((ids) => [...ids]))) {
    const file = join(schemasDir, `${screenId}.binding.json`);
    if (!existsSync(file)) continue; // a screen still wired in TypeScript keeps its own rules
    const binding = readJson<ScreenBinding>(file);
    const rules = (binding.rules ?? []).flatMap((rule): StoreRule[] => {
      if (rule.effect !== 'hide' && rule.effect !== 'clear') return [];
      const text = JSON.stringify(rule.when);
      if (text.includes('"$read"') || text.includes('"$params"')) return [];
      return [{ effect: rule.effect, fields: rule.fields, when: rule.when, readsProfile: text.includes('"$profile"') }];
    });
    saved.set(screenId, { screenId, groups: binding.groups ?? {}, rules, records: recordPaths(binding.save?.body) });
  }

  /**
   * The screens whose records a body of the call carries, each with the record paths that are its own: the screen the
   * body names, the call's only screen, or else each screen at the paths no other screen of the call writes (the
   * finances screens each write their own list of UpdateOtherAssetsAndLiabilities).
   */
  const screensIn = (call: string, body: unknown): { screen: SavedScreen; paths: string[][] }[] => {
    const screens = [...(screensOf.get(call) ?? [])].flatMap((id) => saved.get(id) ?? []);
    const named = isRecord(body) && typeof body.screenId === 'string' ? body.screenId : undefined;
    const chosen = named !== undefined ? screens.filter((screen) => screen.screenId === named) : screens;
    if (chosen.length === 1) return [{ screen: chosen[0]!, paths: chosen[0]!.records }];
    const key = (path: string[]) => path.join('/');
    const writers = new Map<string, number>();
    for (const path of chosen.flatMap((screen) => screen.records)) writers.set(key(path), (writers.get(key(path)) ?? 0) + 1);
    return chosen.map((screen) => ({ screen, paths: screen.records.filter((path) => writers.get(key(path)) === 1) }));
  };

  let holds: Holds | undefined;
  const ruleHolds = (rule: StoreRule, document: unknown): boolean => {
    holds ??= ajvHolds(schemas().ajv);
    return holds(rule.when, document);
  };

  /** The fields the screen's rules hide and clear for this record (the record as the form has it). */
  async function ruledOut(screen: SavedScreen, form: Record<string, unknown>, scope: SaveScope): Promise<{ hidden: string[]; cleared: string[] }> {
    if (screen.rules.length === 0) return { hidden: [], cleared: [] };
    const profile = screen.rules.some((rule) => rule.readsProfile) ? await scope.profile() : {};
    const document = { ...form, $ctx: scope.ctx, $params: {}, $read: {}, $profile: profile ?? {}, $complete: true };
    const holding = screen.rules.filter((rule) => ruleHolds(rule, document));
    const fieldsOf = (effect: StoreRule['effect']) => holding.filter((rule) => rule.effect === effect).flatMap((rule) => rule.fields);
    return { hidden: fieldsOf('hide'), cleared: fieldsOf('clear') };
  }

  function keptRecord(screen: SavedScreen, form: Record<string, unknown>, ruled: string[]): Record<string, unknown> {
    const shown = withoutFields(form, ruled);
    const { documents, reader } = schemas();
    const schema = documentAt(documents, `${SCHEMA_ID_BASE}${screen.screenId}.schema.json`);
    const revealed = schema ? (withoutUnrevealed(schema, shown, reader) as Record<string, unknown>) : shown;
    return spreadGroups(revealed, screen.groups);
  }

  return {
    /**
     * The body as the call stores it (each record the screen's binding writes, without what is hidden or not
     * revealed), and the JSON pointers in the body of the fields the rules hid (their errors are not reported).
     */
    async stored<B>(call: string, body: B, scope: SaveScope): Promise<{ body: B; hidden: string[] }> {
      let kept: unknown = body;
      const hidden = new Set<string>();
      for (const { screen, path } of screensIn(call, body).flatMap(({ screen, paths }) => paths.map((path) => ({ screen, path })))) {
        for (const { pointer, record } of recordsAt(kept, path)) {
          if (!isRecord(record)) continue;
          const form = gatherGroups(record, screen.groups);
          const { hidden: fields, cleared } = await ruledOut(screen, form, scope);
          for (const field of fields) {
            // A group's field is stored at the record's top level.
            const group = Object.keys(screen.groups).find((name) => field.startsWith(`${name}/`));
            hidden.add(`${pointer}${fieldPointer(group ? field.slice(group.length + 1) : field)}`);
          }
          kept = setAtPointer(kept, pointer, keptRecord(screen, form, [...fields, ...cleared]));
        }
      }
      return { body: kept as B, hidden: [...hidden] };
    },
  };
}

export type ScreenSaves = ReturnType<typeof screenSaves>;
