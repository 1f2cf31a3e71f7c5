// JSON as people write it in bindings: an object or list on one line when it fits, otherwise one entry a line.

const WIDTH = 110;

function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/**
 * `value` with nested objects and lists on one line while the line stays within 110 characters; `indent` is the
 * indentation of the line the value is on, `column` where on it the value starts.
 */
export function compactJson(value: unknown, indent = '', column = indent.length): string {
  const flat = oneLine(value);
  if (column + flat.length <= WIDTH || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + compactJson(item, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).map(([key, item]) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    return prefix + compactJson(item, inner, prefix.length);
  });
  return `{\n${entries.join(',\n')}\n${indent}}`;
}
