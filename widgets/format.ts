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

/** Keeps digits and one decimal point with at most two decimals; never a minus sign. */
export function sanitizeMoney(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
}

export function parseMoney(text: string): number | undefined {
  const clean = sanitizeMoney(text);
  if (clean === '' || clean === '.') return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}

export function formatMoney(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
