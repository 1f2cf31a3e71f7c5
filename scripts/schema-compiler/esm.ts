/**
 * Turns ajv standalone CommonJS output (`exports["k"] = validate10;`, `require("ajv/dist/runtime/x")`) into an ES
 * module that exports `exportName` = { k: validate10, ... } and imports the ajv runtime helpers, so Vite can bundle it.
 */
export function standaloneToEsm(code: string, exportName: string, typeAnnotation = ''): string {
  let body = code.replace(/^"use strict";/, '');
  const modules: string[] = [];
  body = body.replace(/require\("([^"]+)"\)/g, (_m, mod: string) => {
    if (!modules.includes(mod)) modules.push(mod);
    return `__cjs${modules.indexOf(mod)}`;
  });
  const entries: string[] = [];
  body = body.replace(/exports(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]) = ([\w$]+);/g, (_m, id?: string, quoted?: string, fn?: string) => {
    entries.push(`  ${quoted ?? JSON.stringify(id)}: ${fn},`);
    return '';
  });
  if (/\brequire\(|\bexports\b|\bmodule\.exports\b/.test(body)) {
    throw new Error('standalone code still refers to CommonJS require/exports after conversion');
  }
  const imports = modules.map((mod, i) => `import * as __ns${i} from ${JSON.stringify(mod)};`);
  // Node gives a CJS module's exports object as `default`; bundlers may already unwrap it.
  const interop = modules.map((_mod, i) => `const __cjs${i} = __interop(__ns${i});`);
  const helper = modules.length
    ? 'function __interop(ns) { const d = ns.default; return d && typeof d === "object" && "default" in d ? d : ns; }'
    : '';
  return [
    ...imports,
    helper,
    ...interop,
    body.trim(),
    `export const ${exportName}${typeAnnotation} = {`,
    ...entries.sort(),
    '};',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
