/** What an integrator can check of a MM/DD/YYYY string without our validator: its shape. */
export const US_DATE_PATTERN = '^\\d{2}/\\d{2}/\\d{4}$';

type Schema = Record<string, unknown>;

/** `{ "$data": "1/startDate" }` names a sibling field; other pointers are given as they are. */
function otherField(value: unknown): string {
  const pointer = (value as { $data?: unknown } | null)?.$data;
  if (typeof pointer !== 'string') return JSON.stringify(value);
  return pointer.startsWith('1/') ? `\`${pointer.slice(2)}\`` : `the field at \`${pointer}\``;
}

/** Our date keywords (src/shared/validation/keywords) in words, in the order they are checked. */
const SENTENCES: Record<string, (value: unknown) => string | null> = {
  usDate: (value) => (value === true ? 'A real calendar date written MM/DD/YYYY.' : null),
  notBefore: (value) => `Not before ${String(value)}.`,
  notFuture: (value) => (value === true ? 'Today or earlier.' : null),
  futureDate: (value) => (value === true ? 'After today.' : null),
  minAgeYears: (value) => `At least ${String(value)} years ago (the borrower is ${String(value)} or older).`,
  maxYearsAgo: (value) => `At most ${String(value)} years ago.`,
  dateAfter: (value) => `After the date in ${otherField(value)}.`,
};

/**
 * The published form of a schema's date rules: a `usDate` string gets the MM/DD/YYYY `pattern`, and every rule a
 * sentence in its description (the keywords themselves stay as `x-` extensions). Returns the fields to set.
 */
export function describeDateRules(schema: Schema): Schema {
  const sentences = Object.entries(SENTENCES)
    .filter(([keyword]) => keyword in schema)
    .map(([keyword, sentence]) => sentence(schema[keyword]))
    .filter((sentence): sentence is string => sentence !== null);
  if (sentences.length === 0) return {};
  const description = [typeof schema.description === 'string' ? schema.description : '', ...sentences].filter(Boolean).join(' ');
  const pattern = schema.usDate === true && schema.pattern === undefined ? { pattern: US_DATE_PATTERN } : {};
  return { description, ...pattern };
}
