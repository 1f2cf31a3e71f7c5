import type { SchemaDocument } from '../../../src/shared/validation/schema-documents';
import { SCHEMA_ID_BASE } from '../../../src/shared/validation/schema-documents';
import { bundleSchema } from '../bundle';
import type { ListFile } from '../lists';
import { optionTitles } from '../option-titles';
import { schemaAt } from './binding-checks';
import { checkSourceConditions } from './condition-checks';
import type { Finding } from './types';

/**
 * A list section's data source reads a list of the borrower profile, takes option titles from a screen's select and
 * deletes through a call with a body schema; each finding at its pointer in the list file.
 */
export function checkListSources(lists: ListFile[], docs: SchemaDocument[], file: (list: ListFile) => string): Finding[] {
  const calls = new Set(docs.map((d) => d.$id));
  const profileId = `${SCHEMA_ID_BASE}api/BorrowerProfile.response.json`;
  const profile = calls.has(profileId) ? (bundleSchema(docs, profileId) as Record<string, unknown>) : undefined;
  return lists.flatMap((list) => (Array.isArray(list.definition.sections) ? list.definition.sections : []).flatMap((section, i) => {
    const source = section?.source;
    if (typeof source !== 'object' || source === null) return [];
    const findings: Finding[] = [];
    const at = `/sections/${i}/source`;
    const from = profile && schemaAt(profile, source.from);
    if (profile && (!from || (from.type !== 'array' && from.items === undefined))) {
      findings.push({ file: file(list), pointer: `${at}/from`, message: `"${source.from}" is not a list of the borrower profile (schemas/api/BorrowerProfile.response.json)` });
    }
    for (const [name, { field, screen }] of Object.entries(source.titles ?? {})) {
      if (!optionTitles(docs, screen, field)) {
        findings.push({ file: file(list), pointer: `${at}/titles/${name}`, message: `"${field}" of schemas/${screen}.schema.json is no select with options` });
      }
    }
    if (profile && from) findings.push(...checkSourceConditions(source, profile, at, file(list)));
    if (source.delete && !calls.has(`${SCHEMA_ID_BASE}api/${source.delete.call}.body.json`)) {
      findings.push({ file: file(list), pointer: `${at}/delete/call`, message: `"${source.delete.call}" is not a call: schemas/api/${source.delete.call}.body.json does not exist` });
    }
    return findings;
  }));
}
