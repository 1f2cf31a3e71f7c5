/** PostgreSQL numeric arrives as a string from both adapters. */
export function money(value: string | number | boolean | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}
