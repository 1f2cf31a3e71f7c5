import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** The names `.ui.json` files may use in `ui:widget` and `ui:field`. */
export interface Registry {
  widgets: Set<string>;
  fields: Set<string>;
}

/**
 * The keys of the `widgets` and `fields` objects a registry module exports, read from its source: the registry
 * imports React components that the linter (plain node) does not load.
 */
export function readRegistry(file: string): Registry {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const exported = new Map<string, Set<string>>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && objectLiteral(declaration.initializer);
      if (ts.isIdentifier(declaration.name) && value) exported.set(declaration.name.text, keysOf(value));
    }
  }
  return { widgets: exported.get('widgets') ?? new Set(), fields: exported.get('fields') ?? new Set() };
}

function objectLiteral(node: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(node)) return node;
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return objectLiteral(node.expression);
  return undefined;
}

function keysOf(object: ts.ObjectLiteralExpression): Set<string> {
  const keys = new Set<string>();
  for (const property of object.properties) {
    const name = property.name;
    if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) keys.add(name.text);
  }
  return keys;
}
