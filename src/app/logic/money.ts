import { formatUsDollars } from '../../shared/us-dollars';

/** US dollars with two decimals, e.g. 1825.5 -> "$1,825.50"; null or non-finite -> "". */
export function formatMoney(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return '';
  return formatUsDollars(amount);
}
