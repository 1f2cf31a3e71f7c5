/** Calm lender palette; every text colour meets WCAG AA on `surface` and `background`. */
export const theme = {
  color: {
    text: '#1f2933',
    muted: '#4a5563',
    primary: '#1d4e89',
    primaryHover: '#163d6b',
    primaryText: '#ffffff',
    border: '#6b7785',
    surface: '#ffffff',
    background: '#f5f7fa',
    error: '#b42318',
    errorBackground: '#fef3f2',
    focus: '#2f6fde',
    disabled: '#e4e7eb',
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: '1rem',
    small: '0.875rem',
    lineHeight: 1.5,
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: '6px',
  focusRing: '0 0 0 3px #ffffff, 0 0 0 5px #2f6fde',
  maxFieldWidth: '28rem',
} as const;

