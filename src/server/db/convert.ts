/** PostgreSQL numeric arrives as a string from both adapters. */
export function money(value: string | number | boolean | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** SQL expression rendering a date column as MM/DD/YYYY. */
export function usDateSql(column: string): string {
  return `to_char(${column}, 'MM/DD/YYYY')`;
}

/** SQL expression parsing a MM/DD/YYYY parameter into a date. */
export function usDateParam(placeholder: string): string {
  return `to_date(${placeholder}, 'MM/DD/YYYY')`;
}
