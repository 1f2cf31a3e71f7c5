type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The subschemas whose properties belong to the same object: allOf/anyOf/oneOf items, if/then/else, dependencies. */
function branches(schema: Node): Node[] {
  const listed = ['allOf', 'anyOf', 'oneOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []));
  const conditional = ['if', 'then', 'else'].map((key) => schema[key]);
  const dependencies = isNode(schema.dependencies) ? Object.values(schema.dependencies) : [];
  return [...listed, ...conditional, ...dependencies].filter(isNode);
}

/**
 * Every property name of an object schema, including those only its conditions add (a field asked only for one
 * answer, declared under `then`): the fields a bound screen reads from its record.
 */
export function schemaFieldNames(schema: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (isNode(node.properties)) for (const name of Object.keys(node.properties)) names.add(name);
    branches(node).forEach(visit);
  };
  if (isNode(schema)) visit(schema);
  return [...names];
}

/** The property schema of `name` in an object schema, wherever its conditions declare it (first found). */
export function fieldSchema(schema: unknown, name: string): Node | undefined {
  if (!isNode(schema)) return undefined;
  const own = isNode(schema.properties) ? schema.properties[name] : undefined;
  if (isNode(own)) return own;
  for (const branch of branches(schema)) {
    const found = fieldSchema(branch, name);
    if (found) return found;
  }
  return undefined;
}

/** The form's fields as a tree: a nested object's (or a list's items') own fields under its name, a leaf as null. */
export interface FieldShape {
  [name: string]: FieldShape | null;
}

/** A local `$ref` (`#/$defs/...`) of a bundled screen schema, resolved against its root. */
export function resolveLocal(node: Node, root: Node): Node {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 10; hops += 1) {
    let target: unknown = root;
    for (const token of current.$ref.slice(2).split('/')) target = isNode(target) ? target[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (!isNode(target)) break;
    current = { ...target, ...Object.fromEntries(Object.entries(current).filter(([key]) => key !== '$ref')) };
  }
  return current;
}

/** The shape of an object schema: every field it or its conditions declare, nested objects with their own fields. */
export function schemaShape(schema: unknown, root: unknown = schema, depth = 0): FieldShape {
  const shape: FieldShape = {};
  if (!isNode(schema) || !isNode(root)) return shape;
  for (const name of schemaFieldNames(schema)) {
    const field = fieldSchema(schema, name);
    const resolved = field && depth < 5 ? resolveLocal(field, root) : undefined;
    const items = resolved && resolved.type === 'array' && isNode(resolved.items) ? resolveLocal(resolved.items, root) : undefined;
    const object = items ?? resolved;
    const nested = object && (object.type === 'object' || isNode(object.properties)) ? schemaShape(object, root, depth + 1) : {};
    shape[name] = Object.keys(nested).length > 0 ? nested : null;
  }
  return shape;
}
