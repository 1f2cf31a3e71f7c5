// Reads the binding meta-schema and the widget registry, and renders docs/binding-reference.md (used by the script
// and the linter).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bindingReference } from './binding-reference';
import type { SchemaNode } from './binding-keywords';
import { BINDING_META_SCHEMA } from './lint/binding-lint';
import { readWidgetDocs } from './widget-docs';

/** The reference, relative to the repo root. */
export const REFERENCE_FILE = 'docs/binding-reference.md';

export function readMetaSchema(schemasDir: string): SchemaNode {
  return JSON.parse(readFileSync(join(schemasDir, BINDING_META_SCHEMA), 'utf8')) as SchemaNode;
}

export function renderBindingReference(schemasDir: string, widgetRegistryFile: string): string {
  return bindingReference(readMetaSchema(schemasDir), existsSync(widgetRegistryFile) ? readWidgetDocs(widgetRegistryFile) : undefined);
}
