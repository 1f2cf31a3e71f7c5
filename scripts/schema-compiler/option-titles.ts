import { fieldSchema, resolveLocal } from '../../src/shared/binding/schema-fields';
import type { ListSourceSpec } from '../../src/shared/binding/types';
import type { ListDefinition } from '../../src/shared/flow/list-types';
import { type SchemaDocument, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';
import { bundleSchema } from './bundle';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A screen field's option titles (`oneOf` const -> title, else `enum` values as they are); undefined without options. */
export function optionTitles(documents: SchemaDocument[], screenId: string, field: string): Record<string, string> | undefined {
  const id = `${SCHEMA_ID_BASE}${screenId}.schema.json`;
  if (!documents.some((d) => d.$id === id)) return undefined;
  const root = bundleSchema(documents, id) as Node;
  const found = fieldSchema(root, field);
  const node = found && resolveLocal(found, root);
  if (!node) return undefined;
  if (Array.isArray(node.oneOf)) {
    return Object.fromEntries(node.oneOf.filter(isNode).map((option) => [String(option.const), String(option.title ?? option.const)]));
  }
  return Array.isArray(node.enum) ? Object.fromEntries(node.enum.map((value) => [String(value), String(value)])) : undefined;
}

/** The list as the runtime reads it: each data source's `titles` with the screen's option titles copied in. */
export function withOptionTitles(definition: ListDefinition, documents: SchemaDocument[]): ListDefinition {
  return {
    ...definition,
    sections: definition.sections.map((section) => {
      const source = section.source;
      if (!source.titles) return section;
      const titles: NonNullable<ListSourceSpec['titles']> = {};
      for (const [name, spec] of Object.entries(source.titles)) {
        titles[name] = { ...spec, options: optionTitles(documents, spec.screen, spec.field) ?? {} };
      }
      return { ...section, source: { ...source, titles } };
    }),
  };
}
