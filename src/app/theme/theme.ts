import type { ColorMode } from '../../shared/page-render/color-mode';

export type { ColorMode };

export interface PortalTheme {
  mode: ColorMode;
  color: {
    background: string;
    surface: string;
    text: string;
    mutedText: string;
    primary: string;
    onPrimary: string;
    border: string;
    focus: string;
    errorBackground: string;
    errorText: string;
    successText: string;
    /** The offer's hero: the monthly savings tile's background and figure. */
    savingsBackground: string;
    savingsText: string;
  };
  breakpoint: { mobile: string };
  sidePanelWidth: string;
}

// Every text/background pair below meets WCAG AA (>= 4.5:1).
const light: PortalTheme['color'] = {
  background: '#f5f7fa',
  surface: '#ffffff',
  text: '#1a1f29',
  mutedText: '#4a5363',
  primary: '#0b5394',
  onPrimary: '#ffffff',
  border: '#c5ccd6',
  focus: '#b35900',
  errorBackground: '#fdecea',
  errorText: '#8a1c12',
  successText: '#1d6b36',
  savingsBackground: '#e7f4ec',
  savingsText: '#17572c',
};

const dark: PortalTheme['color'] = {
  background: '#11151c',
  surface: '#1b212b',
  text: '#eef1f5',
  mutedText: '#b7c0cc',
  primary: '#8cc4ff',
  onPrimary: '#0b1a2b',
  border: '#4a5566',
  focus: '#ffb86b',
  errorBackground: '#3b1512',
  errorText: '#ffc9c2',
  successText: '#8ee0a8',
  savingsBackground: '#132a1d',
  savingsText: '#9ce8b4',
};

export function themeFor(mode: ColorMode): PortalTheme {
  return {
    mode,
    color: mode === 'dark' ? dark : light,
    breakpoint: { mobile: '768px' },
    sidePanelWidth: '298px',
  };
}
