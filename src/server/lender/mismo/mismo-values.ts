/** How MISMO writes the portal's values: amounts with cents, whole counts, booleans, ISO dates. */

export const amount = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : value.toFixed(2);

export const count = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(Math.trunc(value));

export const indicator = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** The Yes/No enumerations of the declarations (IntentToOccupyType, HomeownerPastThreeYearsType). */
export const yesNo = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

/** The portal's MM/DD/YYYY as MISMO's YYYY-MM-DD; a value of another shape is not a date and is left out. */
export function isoDate(value: string | null | undefined): string | null {
  const match = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** The value of a code in a table of MISMO enumerations, or null when the code has none. */
export function enumerated<K extends string | number>(
  table: Readonly<Partial<Record<K, string>>>,
  code: K | null | undefined,
): string | null {
  return code === null || code === undefined ? null : (table[code] ?? null);
}
