import type { ListDefinition } from '../../../src/shared/flow/list-types';
import type { Flow } from '../../../src/shared/flow/types';
import type { ListFile } from '../lists';
import { checkAgainstMetaSchema } from './flow-checks';
import type { Finding } from './types';

/**
 * Each list file validates against schemas/list.schema.json (findings at their pointer in the list file); a rule's
 * `field` names a fact of the meta-schema's `$defs.field`; a subtitle without `when` (the default) is the last.
 */
export function checkListFiles(lists: ListFile[], metaSchema: object, file: (list: ListFile) => string): Finding[] {
  const facts = factNames(metaSchema);
  return lists.flatMap((list) => [
    ...checkAgainstMetaSchema(list.definition, metaSchema, file(list)),
    ...checkRules(list.definition, facts, file(list)),
    ...checkSubtitleOrder(list.definition, file(list)),
  ]);
}

/** The facts a rule may name: the enum of the meta-schema's `$defs.field`. */
function factNames(metaSchema: object): string[] {
  const names = (metaSchema as { $defs?: { field?: { enum?: unknown } } }).$defs?.field?.enum;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}

/** Every `field` of a rule (and of its anyOf/allOf rules) that names no fact, at its pointer. */
function unknownFacts(rule: unknown, at: string, facts: string[], file: string): Finding[] {
  if (typeof rule !== 'object' || rule === null) return [];
  const { field, anyOf, allOf } = rule as Record<string, unknown>;
  const own = typeof field === 'string' && !facts.includes(field)
    ? [{ file, pointer: `${at}/field`, message: `unknown fact "${field}" (a rule reads ${facts.join(', ')})` }]
    : [];
  const nested = Object.entries({ anyOf, allOf }).flatMap(([key, rules]) =>
    Array.isArray(rules) ? rules.flatMap((sub, i) => unknownFacts(sub, `${at}/${key}/${i}`, facts, file)) : [],
  );
  return [...own, ...nested];
}

function checkRules(definition: ListDefinition, facts: string[], file: string): Finding[] {
  const sections = Array.isArray(definition.sections) ? definition.sections : [];
  const subtitles = Array.isArray(definition.subtitles) ? definition.subtitles : [];
  return [
    ...sections.flatMap((section, i) => unknownFacts(section?.shownWhen, `/sections/${i}/shownWhen`, facts, file)),
    ...subtitles.flatMap((subtitle, i) => unknownFacts(subtitle?.when, `/subtitles/${i}/when`, facts, file)),
  ];
}

/** A subtitle without `when` always holds: the ones after it could never be shown. */
function checkSubtitleOrder(definition: ListDefinition, file: string): Finding[] {
  const subtitles = Array.isArray(definition.subtitles) ? definition.subtitles : [];
  const last = subtitles.length - 1;
  return subtitles.flatMap((subtitle, i) =>
    i < last && typeof subtitle === 'object' && subtitle !== null && subtitle.when === undefined
      ? [{ file, pointer: `/subtitles/${i}`, message: 'a subtitle without "when" is the default and goes last (the ones after it are never shown)' }]
      : [],
  );
}

/**
 * Every list node names an existing list; every list is shown by some node; a list's add/edit targets are nodes of
 * the step(s) that show it; section ids are unique.
 */
export function checkListNodes(flow: Flow, lists: ListFile[], files: { flow: string; list: (list: ListFile) => string }): Finding[] {
  const findings: Finding[] = [];
  const byId = new Map(lists.map((l) => [l.listId, l]));
  const shownIn = new Map<string, Set<string>>();
  flow.steps?.forEach((step, s) =>
    step.nodes?.forEach((node, n) => {
      if (typeof node.list !== 'string') return;
      if (!byId.has(node.list)) {
        findings.push({ file: files.flow, pointer: `/steps/${s}/nodes/${n}/list`, message: `unknown list "${node.list}" (no schemas/${node.list}.list.json)` });
        return;
      }
      const nodeIds = shownIn.get(node.list) ?? new Set<string>();
      step.nodes.forEach((other) => nodeIds.add(other.id));
      shownIn.set(node.list, nodeIds);
    }),
  );
  for (const list of lists) {
    const nodeIds = shownIn.get(list.listId);
    if (!nodeIds) {
      findings.push({ file: files.list(list), pointer: '', message: `list "${list.listId}" is unreachable (no node of full-flow.json shows it)` });
      continue;
    }
    const seen = new Set<string>();
    (Array.isArray(list.definition.sections) ? list.definition.sections : []).forEach((section, i) => {
      const at = `/sections/${i}`;
      if (typeof section.id === 'string' && seen.has(section.id)) {
        findings.push({ file: files.list(list), pointer: `${at}/id`, message: `duplicate section id "${section.id}"` });
      }
      seen.add(section.id);
      const to = section.add?.to;
      if (typeof to === 'string' && !nodeIds.has(to)) {
        findings.push({ file: files.list(list), pointer: `${at}/add/to`, message: `unknown node "${to}" (not a node of the list's step)` });
      }
      if (typeof section.edit === 'string' && !nodeIds.has(section.edit)) {
        findings.push({ file: files.list(list), pointer: `${at}/edit`, message: `unknown node "${section.edit}" (not a node of the list's step)` });
      }
    });
  }
  return findings;
}
