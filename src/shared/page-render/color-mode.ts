/** Light or dark, as the borrower chose in this browser; the cookie lets the server render the page in it. */
export type ColorMode = 'light' | 'dark';

export const colorModeCookie = 'portal_color_mode';

export const isColorMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';
