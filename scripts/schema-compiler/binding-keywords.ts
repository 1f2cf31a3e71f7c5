// The keywords the binding meta-schema (schemas/binding.schema.json) defines, found by walking it: what the binding
// reference documents and what the linter holds to a description and an example each.

export type SchemaNode = Record<string, unknown>;

export type KeywordKind = 'property' | 'effect' | 'template';

export interface BindingKeyword {
  /** `read.pick` for a property (its path from the binding), `hide` for a rule effect, `$read` for a template keyword. */
  name: string;
  kind: KeywordKind;
  /** JSON pointer into the meta-schema of the subschema that carries the keyword's description and examples. */
  pointer: string;
  schema: SchemaNode;
  /** The pointer of the schema its example must also match as a whole: the rule or the template, for a variant. */
  valuePointer: string;
  /** The properties an example sits under, outermost first; `list` when the value is a list of objects holding the next. */
  path: { name: string; list: boolean }[];
}

const isNode = (value: unknown): value is SchemaNode => value !== null && typeof value === 'object' && !Array.isArray(value);
const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The node at a local `#/...` pointer of the meta-schema. */
export function nodeAt(meta: SchemaNode, pointer: string): SchemaNode | undefined {
  let node: unknown = meta;
  for (const token of pointer.split('/').slice(1)) node = isNode(node) || Array.isArray(node) ? (node as SchemaNode)[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isNode(node) ? node : undefined;
}

/** Follows local `$ref`s: the node they lead to and its pointer. */
export function resolveRef(meta: SchemaNode, node: SchemaNode, pointer: string): { node: SchemaNode; pointer: string } {
  let current = { node, pointer };
  for (let hops = 0; typeof current.node.$ref === 'string' && current.node.$ref.startsWith('#/') && hops < 10; hops += 1) {
    const target = current.node.$ref.slice(1);
    const found = nodeAt(meta, target);
    if (!found) break;
    current = { node: found, pointer: target };
  }
  return current;
}

/** A variant's own name: the `$` keyword it requires (a template form) or the const of its `effect` (a rule). */
function variantOf(branch: SchemaNode): { name: string; kind: KeywordKind } | undefined {
  const required = Array.isArray(branch.required) ? branch.required.filter((key): key is string => typeof key === 'string') : [];
  const own = required.find((key) => key.startsWith('$'));
  if (own) return { name: own, kind: 'template' };
  const effect = isNode(branch.properties) ? branch.properties.effect : undefined;
  if (isNode(effect) && typeof effect.const === 'string') return { name: effect.const, kind: 'effect' };
  return undefined;
}

/** Every keyword of the meta-schema, in the order the walk meets them (a definition is walked once). */
export function bindingKeywords(meta: SchemaNode): BindingKeyword[] {
  const found: BindingKeyword[] = [];
  const walked = new Set<string>();
  type Path = BindingKeyword['path'];

  const visitProperties = (node: SchemaNode, pointer: string, path: Path, kind: KeywordKind, valueOf?: string) => {
    if (!isNode(node.properties)) return;
    for (const [name, schema] of Object.entries(node.properties)) {
      if (!isNode(schema)) continue;
      const at = `${pointer}/properties/${escape(name)}`;
      const keyword = kind === 'property' ? [...path.map((p) => p.name), name].join('.') : name;
      found.push({ name: keyword, kind, pointer: at, schema, valuePointer: valueOf ?? at, path: [...path, { name, list: false }] });
      visitValue(schema, at, [...path, { name, list: false }]);
    }
  };

  const visitValue = (schema: SchemaNode, pointer: string, path: Path): void => {
    const { node, pointer: at } = resolveRef(meta, schema, pointer);
    if (walked.has(at)) return;
    walked.add(at);
    visitProperties(node, at, path, 'property');
    if (isNode(node.items)) {
      const listed = path.length ? [...path.slice(0, -1), { ...path[path.length - 1]!, list: true }] : path;
      visitValue(node.items, `${at}/items`, listed);
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = Array.isArray(node[key]) ? (node[key] as unknown[]) : [];
      branches.forEach((branch, i) => {
        if (isNode(branch)) visitBranch(branch, `${at}/${key}/${i}`, at);
      });
    }
  };

  const visitBranch = (branch: SchemaNode, pointer: string, parent: string) => {
    const variant = variantOf(branch);
    if (variant) {
      found.push({ name: variant.name, kind: variant.kind, pointer, schema: branch, valuePointer: parent, path: [] });
      for (const [name, schema] of Object.entries(isNode(branch.properties) ? branch.properties : {})) {
        if (isNode(schema)) visitValue(schema, `${pointer}/properties/${escape(name)}`, []);
      }
      return;
    }
    // A branch without a name of its own (the object form of a template): its `$` properties are the keywords.
    if (isNode(branch.properties) && Object.keys(branch.properties).some((name) => name.startsWith('$'))) {
      visitProperties(branch, pointer, [], 'template', parent);
    }
  };

  visitValue(meta, '', []);
  return found;
}
