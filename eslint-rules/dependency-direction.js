// ESLint rule: relative imports may not cross into the folders a zone forbids (the dependency direction of
// docs/reference/architecture.md and docs/adr/0007). Local because import-x's native resolver is not installable
// from every registry and eslint-plugin-import does not support ESLint 10.
import { dirname, relative, resolve, sep } from 'node:path';

const toPosix = (path) => path.split(sep).join('/');
const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/** The feature folder under `parent` that `target` lies in, when it is not the one `file` lies in. */
const otherFeature = (parent, file, target) => {
  const featureOf = (path) => (inside(path, parent) ? path.slice(parent.length + 1).split('/')[0] : undefined);
  const feature = featureOf(target);
  return feature !== undefined && feature !== featureOf(file) ? `${parent}/${feature}` : undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing runtime -> widgets -> shared; the server never imports the client.' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' } },
                // Each folder directly under target is a feature of its own: none imports another.
                separate: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['target', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: '{{message}} ("{{source}}" is in {{folder}}/)' },
  },
  create(context) {
    const root = context.cwd;
    const file = toPosix(relative(root, context.filename));
    const zones = context.options[0].zones.filter((zone) => inside(file, zone.target));
    if (zones.length === 0) return {};
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = toPosix(relative(root, resolve(dirname(context.filename), source)));
      for (const zone of zones) {
        const folder = zone.separate ? otherFeature(zone.target, file, target) : (zone.from ?? []).find((from) => inside(target, from));
        if (folder) context.report({ node, messageId: 'forbidden', data: { message: zone.message, source, folder } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
