import type { ListDefinition } from '../../../src/shared/flow/list-types';
import type { Flow, FlowStep } from '../../../src/shared/flow/types';
import type { ListFile } from '../lists';
import { checkFactsConditions, type FactsConditionAt } from './facts-conditions';
import { checkAgainstMetaSchema } from './meta-schema-findings';
import type { Finding } from './types';

/**
 * Each list file validates against schemas/list.schema.json (findings at their pointer in the list file); its
 * conditions compile and name only offer facts (`factsSchema`); a subtitle without `when` (the default) is the last.
 */
export function checkListFiles(lists: ListFile[], metaSchema: object, factsSchema: Record<string, unknown>, file: (list: ListFile) => string): Finding[] {
  return lists.flatMap((list) => [
    ...checkAgainstMetaSchema(list.definition, metaSchema, file(list)),
    ...checkFactsConditions(listConditions(list.definition), factsSchema, file(list)),
    ...checkSubtitleOrder(list.definition, file(list)),
  ]);
}

/** A list's conditions on the offer facts: each section's `shownWhen`, each subtitle's `when`. */
function listConditions(definition: ListDefinition): FactsConditionAt[] {
  const sections = Array.isArray(definition.sections) ? definition.sections : [];
  const subtitles = Array.isArray(definition.subtitles) ? definition.subtitles : [];
  return [
    ...sections.map((section, i) => ({ condition: section?.shownWhen, at: `/sections/${i}/shownWhen` })),
    ...subtitles.map((subtitle, i) => ({ condition: subtitle?.when, at: `/subtitles/${i}/when` })),
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
 * Every list node names an existing list; every list is shown by some node; section ids are unique; in each step that
 * shows a list, every section's add and edit target is a node of that step (the page resolves them there).
 */
export function checkListNodes(flow: Flow, lists: ListFile[], files: { flow: string; list: (list: ListFile) => string }): Finding[] {
  const findings: Finding[] = [];
  const known = new Set(lists.map((l) => l.listId));
  const shownIn = new Map<string, Map<FlowStep, string>>();
  flow.steps?.forEach((step, s) =>
    step.nodes?.forEach((node, n) => {
      if (typeof node.list !== 'string') return;
      if (!known.has(node.list)) {
        findings.push({ file: files.flow, pointer: `/steps/${s}/nodes/${n}/list`, message: `unknown list "${node.list}" (no schemas/${node.list}.list.json)` });
        return;
      }
      const steps = shownIn.get(node.list) ?? new Map<FlowStep, string>();
      if (!steps.has(step)) steps.set(step, `/steps/${s}/nodes/${n}`);
      shownIn.set(node.list, steps);
    }),
  );
  for (const list of lists) {
    const steps = shownIn.get(list.listId);
    if (!steps) {
      findings.push({ file: files.list(list), pointer: '', message: `list "${list.listId}" is unreachable (no node of full-flow.json shows it)` });
      continue;
    }
    findings.push(...duplicateSections(list.definition, files.list(list)));
    for (const [step, shownAt] of steps) findings.push(...unknownTargets(list.definition, step, `${files.flow}#${shownAt}`, files.list(list)));
  }
  return findings;
}

function sectionsOf(definition: ListDefinition): ListDefinition['sections'] {
  return Array.isArray(definition.sections) ? definition.sections : [];
}

function duplicateSections(definition: ListDefinition, file: string): Finding[] {
  const seen = new Set<string>();
  return sectionsOf(definition).flatMap((section, i) => {
    const duplicate = typeof section.id === 'string' && seen.has(section.id);
    seen.add(section.id);
    return duplicate ? [{ file, pointer: `/sections/${i}/id`, message: `duplicate section id "${section.id}"` }] : [];
  });
}

/** Add and edit targets that are no node of `step`, which shows the list at `shownAt`. */
function unknownTargets(definition: ListDefinition, step: FlowStep, shownAt: string, file: string): Finding[] {
  const nodeIds = new Set(step.nodes.map((node) => node.id));
  return sectionsOf(definition).flatMap((section, i) =>
    [
      { to: section.add?.to, pointer: `/sections/${i}/add/to` },
      { to: section.edit, pointer: `/sections/${i}/edit` },
    ].flatMap(({ to, pointer }) =>
      typeof to === 'string' && !nodeIds.has(to)
        ? [{ file, pointer, message: `unknown node "${to}" in step "${step.id}" (${shownAt} shows this list)` }]
        : [],
    ),
  );
}
