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
