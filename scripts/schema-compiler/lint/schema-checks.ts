import type { SchemaDocument } from '../../../src/shared/validation/schema-documents';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import { resolveRef } from '../bundle';
import { getAtPointer } from '../../../src/shared/json-pointer';
import { type Finding, walkJson } from './types';

/** Every schema compiles with createAjv (all documents loaded together). */
/**
 * Each schema document is a valid JSON Schema (draft-07 with our keywords): a finding at the pointer of what is wrong,
 * before anything tries to compile it.
 */
export function checkSchemaValidity(docs: SchemaDocument[], prefix: string): Finding[] {
  const ajv = createAjv([]);
  return docs.flatMap((doc) => {
    if (ajv.validateSchema(doc.schema as object)) return [];
    return (ajv.errors ?? []).map((error) => ({
      file: `${prefix}/${doc.path}`,
      pointer: error.instancePath,
      message: `is not a valid JSON Schema: ${error.message ?? 'invalid'}`,
    }));
  });
}

export function checkCompile(docs: SchemaDocument[], prefix: string): Finding[] {
  const findings: Finding[] = [];
  let ajv;
  try {
    ajv = createAjv(docs.map((d) => d.schema));
  } catch (error) {
    return [{ file: prefix, pointer: '', message: `schemas cannot be loaded: ${(error as Error).message}` }];
  }
  for (const doc of docs) {
    try {
      ajv.getSchema(doc.$id);
    } catch (error) {
      findings.push({ file: `${prefix}/${doc.path}`, pointer: '', message: `does not compile: ${(error as Error).message}` });
    }
  }
  return findings;
}

/** Every `$ref` points at an existing document and an existing location in it. */
export function checkRefs(docs: SchemaDocument[], prefix: string): Finding[] {
  const byId = new Map(docs.map((d) => [d.$id, d]));
  const findings: Finding[] = [];
  for (const doc of docs) {
    walkJson(doc.schema, (node, pointer) => {
      if (typeof node.$ref !== 'string') return;
      const { docId, pointer: target } = resolveRef(node.$ref, doc.$id);
      const targetDoc = byId.get(docId);
      if (!targetDoc || getAtPointer(targetDoc.schema, target) === undefined) {
        findings.push({ file: `${prefix}/${doc.path}`, pointer: `${pointer}/$ref`, message: `unresolved $ref "${node.$ref}"` });
      }
    });
  }
  return findings;
}

const NAMED_CHILDREN: Record<string, (node: Record<string, unknown>) => string[]> = {
  required: (node) => (Array.isArray(node.required) ? (node.required as string[]) : []),
  properties: (node) => Object.keys((node.properties as object | undefined) ?? {}),
};

/** Every errorMessage key names a keyword used at that level; `required`/`properties` maps name real entries. */
export function checkErrorMessages(docs: SchemaDocument[], prefix: string): Finding[] {
  const findings: Finding[] = [];
  for (const doc of docs) {
    walkJson(doc.schema, (node, pointer) => {
      const em = node.errorMessage;
      if (em === undefined || typeof em === 'string') return;
      if (em === null || typeof em !== 'object') return;
      for (const [keyword, value] of Object.entries(em as Record<string, unknown>)) {
        const at = `${pointer}/errorMessage/${keyword}`;
        if (keyword === '_') continue;
        if (!(keyword in node)) {
          findings.push({ file: `${prefix}/${doc.path}`, pointer: at, message: `errorMessage for keyword "${keyword}" not used here` });
          continue;
        }
        const names = NAMED_CHILDREN[keyword];
        if (names && value !== null && typeof value === 'object') {
          const known = new Set(names(node));
          for (const name of Object.keys(value)) {
            if (!known.has(name)) {
              findings.push({ file: `${prefix}/${doc.path}`, pointer: `${at}/${name}`, message: `"${name}" is not in ${keyword} here` });
            }
          }
        }
      }
    });
  }
  return findings;
}
