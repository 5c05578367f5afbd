/** The one theme of the portal. */
export const theme = {
  colors: {
    background: '#0f1115',
    surface: '#171a21',
    surfaceRaised: '#1f232c',
    border: '#2a2f3a',
    text: '#f2f4f8',
    textMuted: '#9aa3b2',
    primary: '#ffb200',
    primaryText: '#111111',
    accent: '#60a5fa',
    success: '#22c55e',
    warning: '#f59e0b',
    /** Danger as text or a tint (5.5:1 on its tint); white text sits on dangerFill (4.8:1). */
    danger: '#f87171',
    dangerFill: '#dc2626',
    white: '#ffffff',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "'Inter', 'Segoe UI', Roboto, Arial, sans-serif",
    sizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px' },
  },
  breakpoints: { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 },
  media: {
    mobile: '@media (max-width: 767px)',
    tablet: '@media (min-width: 768px)',
    desktop: '@media (min-width: 1024px)',
  },
  zIndex: { header: 100, drawer: 200, modal: 300, toast: 400 },
} as const;

export type PortalTheme = typeof theme;
