import { escapePointerToken } from '../json-pointer';

/** A borrower-facing text of a screen, list or flow document, and where it is. */
export interface TextAt {
  pointer: string;
  text: string;
}

/** What a JSON document under schemas/ or flows/ is, as far as its texts go. */
export type TextDocumentKind = 'schema' | 'def' | 'ui' | 'binding' | 'list' | 'flow';

/** Keys whose value (a string, strings, or for errorMessage and missing an object of them) a borrower reads. */
const TEXT_KEYS: Record<TextDocumentKind, ReadonlySet<string>> = {
  // An enum's values are its options' labels where no title names them (e.g. "Cash Gift").
  schema: new Set(['title', 'description', 'errorMessage', 'enum']),
  def: new Set(['title', 'description', 'errorMessage', 'enum']),
  ui: new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'submitText', 'addLabel', 'removeLabel']),
  binding: new Set(['message', 'label']),
  list: new Set(['title', 'note', 'empty', 'label', 'lines', 'text']),
  flow: new Set(['title', 'body', 'button', 'label', 'description', 'message', 'dialogTitle', 'dialogText', 'missing']),
};

/** Conditions and analysts' notes: data, never shown. */
const SKIPPED_KEYS = new Set(['$comment', '$schema', '$id', 'when', 'shownWhen', 'where', 'editWhen', 'completeWhen', 'const', 'default', 'examples']);

/** A template like "{street}" carries no words of its own: only a text with a letter outside its {arguments} is one. */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
}

function stringsUnder(value: unknown, pointer: string, out: TextAt[]): void {
  if (typeof value === 'string') {
    if (hasWords(value)) out.push({ pointer, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => stringsUnder(item, `${pointer}/${index}`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) stringsUnder(item, `${pointer}/${escapePointerToken(key)}`, out);
  }
}

/**
 * A list field's computed value: the texts are the results of its `if`s (a literal such as "To be paid off…") and
 * the words it concatenates (" - Present").
 */
function logicResults(value: unknown, pointer: string, out: TextAt[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => logicResults(item, `${pointer}/${index}`, out));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [op, args] of Object.entries(value)) {
    const at = `${pointer}/${escapePointerToken(op)}`;
    if (op === 'if' && Array.isArray(args)) {
      args.forEach((arg, index) => {
        const isResult = index % 2 === 1 || index === args.length - 1;
        if (isResult && typeof arg === 'string') stringsUnder(arg, `${at}/${index}`, out);
        else logicResults(arg, `${at}/${index}`, out);
      });
    } else if (op === 'cat' && Array.isArray(args)) {
      args.forEach((arg, index) => (typeof arg === 'string' ? stringsUnder(arg, `${at}/${index}`, out) : logicResults(arg, `${at}/${index}`, out)));
    } else logicResults(args, at, out);
  }
}

function walk(kind: TextDocumentKind, value: unknown, pointer: string, out: TextAt[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(kind, item, `${pointer}/${index}`, out));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const isRelabel = kind === 'binding' && (value as Record<string, unknown>).effect !== undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${escapePointerToken(key)}`;
    if (SKIPPED_KEYS.has(key)) continue;
    // A schema's `if` is a condition: its values (an enum of codes) are never shown.
    if (key === 'if' && (kind === 'schema' || kind === 'def')) continue;
    if (kind === 'list' && key === 'fields') logicResults(item, at, out);
    // A binding's `label` is a text only on a relabel rule; elsewhere it names a field (a choice's label column).
    else if (TEXT_KEYS[kind].has(key) && (kind !== 'binding' || key !== 'label' || isRelabel)) stringsUnder(item, at, out);
    else walk(kind, item, at, out);
  }
}

/**
 * Every text a borrower can read in a document, with its JSON pointer. A definitions document's own root title and
 * description describe the file for analysts and are left out.
 */
export function translatableTexts(kind: TextDocumentKind, document: unknown): TextAt[] {
  const out: TextAt[] = [];
  if (kind === 'def' && document !== null && typeof document === 'object' && !Array.isArray(document)) {
    const { title: _title, description: _description, ...rest } = document as Record<string, unknown>;
    walk(kind, rest, '', out);
  } else walk(kind, document, '', out);
  return out;
}
