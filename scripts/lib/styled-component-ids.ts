// styled-components names a component's classes after a counter of the components created so far, so the same
// component gets another class in the server's bundle than in the browser's whenever the two created others first
// (a server that rendered other pages, a browser that loaded another chunk). Hydrating server-rendered HTML needs the
// same classes on both sides: each `styled.tag` and `styled(Component)` gets an id from its file and its place in it.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function* walk(node: AstNode, parent: AstNode | null = null): Generator<[AstNode, AstNode | null]> {
  yield [node, parent];
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child, node);
  }
}

const isStyled = (node: unknown): boolean => isNode(node) && node.type === 'Identifier' && node.name === 'styled';

/** `styled.div` or `styled(Component)`: the start of a styled component's definition. */
function isStyledBase(node: AstNode): boolean {
  if (node.type === 'MemberExpression') return isStyled(node.object) && !node.computed;
  if (node.type === 'CallExpression') return isStyled(node.callee);
  return false;
}

const configured = (parent: AstNode | null): boolean =>
  parent?.type === 'MemberExpression' && isNode(parent.property) && parent.property.name === 'withConfig';

/** The positions after which `.withConfig({ componentId })` goes, in the order the definitions appear. */
export function styledBaseEnds(program: AstNode): number[] {
  const ends: number[] = [];
  for (const [node, parent] of walk(program)) if (isStyledBase(node) && !configured(parent)) ends.push(node.end);
  return ends.sort((a, b) => a - b);
}

/** Appends an id to every styled component of the file: `sc-<hash of the file's path>-<ordinal>`. */
export function addStableIds(code: MagicString, program: AstNode, file: string): MagicString {
  const prefix = `sc-${createHash('sha1').update(file).digest('hex').slice(0, 8)}`;
  styledBaseEnds(program).forEach((end, ordinal) => {
    code.appendLeft(end, `.withConfig({componentId:${JSON.stringify(`${prefix}-${ordinal}`)}})`);
  });
  return code;
}

/** The Vite plugin: runs on the app's own modules after TypeScript and JSX are compiled. */
export function stableStyledComponentIds(root: string): Plugin {
  return {
    name: 'portal-stable-styled-component-ids',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || !code.includes('styled-components')) return null;
      const file = relative(root, id.split('?')[0] ?? id);
      const out = addStableIds(new MagicString(code), this.parse(code) as unknown as AstNode, file);
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: file }) } : null;
    },
  };
}
