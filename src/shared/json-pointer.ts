/** RFC 6901 helpers. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function pointerTokens(pointer: string): string[] {
  const trimmed = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (trimmed === '' || trimmed === '/') return trimmed === '/' ? [''] : [];
  return trimmed.slice(1).split('/').map((t) => unescapePointerToken(decodeURIComponent(t)));
}

export function toPointer(tokens: (string | number)[]): string {
  return tokens.map((t) => '/' + escapePointerToken(String(t))).join('');
}

/** The value at a JSON pointer (with or without leading '#'), or undefined. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const token of pointerTokens(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** A copy of `root` with `value` at `pointer` (objects made along the way); undefined removes the value. */
export function setAtPointer<T>(root: T, pointer: string, value: unknown): T {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return value as T;
  const [head, ...rest] = tokens as [string, ...string[]];
  const node = root !== null && typeof root === 'object' ? (root as Record<string, unknown>) : {};
  const copy: Record<string, unknown> = Array.isArray(node) ? ([...node] as unknown as Record<string, unknown>) : { ...node };
  const child = rest.length === 0 ? value : setAtPointer(copy[head], toPointer(rest), value);
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy as T;
}
