import type { Flow } from '../../../src/shared/flow/types';
import type { ListFile } from '../lists';
import { checkAgainstMetaSchema } from './flow-checks';
import type { Finding } from './types';

/** Each list file validates against schemas/list.schema.json (findings at their pointer in the list file). */
export function checkListFiles(lists: ListFile[], metaSchema: object, file: (list: ListFile) => string): Finding[] {
  return lists.flatMap((list) => checkAgainstMetaSchema(list.definition, metaSchema, file(list)));
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
