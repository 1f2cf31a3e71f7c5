export interface Finding {
  /** Path relative to the repo root, e.g. "schemas/info/personal.schema.json". */
  file: string;
  /** JSON pointer inside the file ("" = the whole document). */
  pointer: string;
  message: string;
}

export function formatFinding(f: Finding): string {
  return `${f.file}#${f.pointer}: ${f.message}`;
}

/** Calls `visit` for every object node of a JSON tree with its pointer. */
export function walkJson(node: unknown, visit: (node: Record<string, unknown>, pointer: string) => void, pointer = ''): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => walkJson(item, visit, `${pointer}/${i}`));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  visit(obj, pointer);
  for (const [key, value] of Object.entries(obj)) {
    walkJson(value, visit, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}
