// The widgets and fields a `.ui.json` may name, with what each shows, read from src/widgets/registry.ts and the doc
// comment of each component (the registry imports React components that plain node does not load).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { readRegistry } from './lint/read-registry';

export interface WidgetDoc {
  name: string;
  /** The doc comment of the component's default export, as one paragraph ("" when it has none). */
  text: string;
}

export interface WidgetDocs {
  widgets: WidgetDoc[];
  fields: WidgetDoc[];
  /** rjsf's own widget names the registry also accepts (`BUILTIN_WIDGETS`). */
  builtin: string[];
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The text of a `/** ... *\/` comment, its lines joined. */
function commentText(raw: string): string {
  return raw.replace(/^\/\*\*/, '').replace(/\*\/$/, '').split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim()).filter(Boolean).join(' ');
}

/** The doc comment right above the default export of a component file. */
function defaultExportDoc(file: string): string {
  const source = parse(file);
  const statement = source.statements.find((s) => ts.canHaveModifiers(s)
    && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword));
  if (!statement) return '';
  const comments = ts.getLeadingCommentRanges(source.text, statement.pos) ?? [];
  const doc = comments.map((c) => source.text.slice(c.pos, c.end)).filter((text) => text.startsWith('/**')).pop();
  return doc ? commentText(doc) : '';
}

/** Default imports of the registry: component name -> its file. */
function importedFiles(source: ts.SourceFile, dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const name = statement.importClause?.name?.text;
    const base = join(dir, statement.moduleSpecifier.text);
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find(existsSync);
    if (name && file) files.set(name, file);
  }
  return files;
}

/** The string literals of `const BUILTIN_WIDGETS = new Set([...])`. */
function builtinWidgets(source: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'BUILTIN_WIDGETS') {
      node.forEachChild(function collect(child) {
        if (ts.isStringLiteral(child)) names.push(child.text);
        else child.forEachChild(collect);
      });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return names;
}

export function readWidgetDocs(registryFile: string): WidgetDocs {
  const source = parse(registryFile);
  const files = importedFiles(source, dirname(registryFile));
  const { widgets, fields } = readRegistry(registryFile);
  const doc = (name: string): WidgetDoc => {
    const file = files.get(name);
    return { name, text: file ? defaultExportDoc(file) : '' };
  };
  return { widgets: [...widgets].map(doc), fields: [...fields].map(doc), builtin: builtinWidgets(source) };
}
