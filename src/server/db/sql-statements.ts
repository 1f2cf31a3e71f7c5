/**
 * The statements of a SQL script, in order, each without the comments before it. PGlite runs one statement per
 * query, so a migration file is sent statement by statement. A semicolon ends a statement unless it is inside a
 * quoted string or name, a comment, or a dollar-quoted body (a function's).
 */
export function sqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  const end = (at: number): void => {
    const statement = withoutLeadingComments(script.slice(start, at));
    if (statement) statements.push(statement);
    start = at + 1;
  };
  let i = 0;
  while (i < script.length) {
    const char = script[i];
    const next = script[i + 1];
    if (char === "'" || char === '"') i = after(script, char, i + 1);
    else if (char === '-' && next === '-') i = after(script, '\n', i + 2, true);
    else if (char === '/' && next === '*') i = after(script, '*/', i + 2);
    else if (char === '$' && !/\w/.test(script[i - 1] ?? '')) {
      const tag = /^\$(?:[A-Za-z_]\w*)?\$/.exec(script.slice(i, i + 64))?.[0];
      i = tag ? after(script, tag, i + tag.length) : i + 1;
    } else {
      if (char === ';') end(i);
      i += 1;
    }
  }
  end(script.length);
  return statements;
}

/** Where the text closing at `from` ends (a doubled quote '' reads as two strings, which is the same). */
function after(script: string, close: string, from: number, mayEndTheScript = false): number {
  const at = script.indexOf(close, from);
  if (at >= 0) return at + close.length;
  if (mayEndTheScript) return script.length;
  throw new Error(`SQL script: ${close} opened and never closed`);
}

function withoutLeadingComments(text: string): string {
  let rest = text.trim();
  for (;;) {
    if (rest.startsWith('--')) rest = rest.slice(after(rest, '\n', 2, true)).trim();
    else if (rest.startsWith('/*')) rest = rest.slice(after(rest, '*/', 2)).trim();
    else return rest;
  }
}
