/** Pure display/parse helpers shared by the formatted widgets. */

export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** Digits typed so far as MM/DD/YYYY; a slash appears once the next part has begun. */
export function formatDateDigits(text: string): string {
  const d = digitsOnly(text, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Up to 10 digits shown as (###) ###-####, partially while typing. */
export function formatPhone(digits: string): string {
  const d = digitsOnly(digits, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * The conventions amounts are written with in a screen's language: the language as used in the US (es-US writes
 * 1,234.50 like en-US; a language whose decimal mark is a comma keeps it).
 */
export function amountLocale(lang: string): string {
  return `${lang}-US`;
}

const decimalMarks = new Map<string, string>();

/** The decimal mark of a locale's numbers ("." in en-US and es-US). */
export function decimalMark(locale: string): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

/** Keeps digits and one decimal mark with at most two decimals; never a minus sign. */
export function sanitizeMoney(text: string, decimal = '.'): string {
  const cleaned = [...text].filter((c) => (c >= '0' && c <= '9') || c === decimal).join('');
  const [whole = '', ...rest] = cleaned.split(decimal);
  if (rest.length === 0) return whole;
  return `${whole}${decimal}${rest.join('').slice(0, 2)}`;
}

export function parseMoney(text: string, decimal = '.'): number | undefined {
  const clean = sanitizeMoney(text, decimal).replace(decimal, '.');
  if (clean === '' || clean === '.') return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}

/** An amount as shown (never the stored value): two decimals, grouped as `locale` writes numbers. */
export function formatMoney(value: unknown, locale = 'en-US'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return Math.abs(value).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
