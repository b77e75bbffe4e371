// The one MUI theme: palette, type scale, shape and component defaults used by every page.
import { createTheme } from '@mui/material/styles';

// Warm surfaces behind product photos and tinted panels, used through sx as 'surface.sand' etc.
declare module '@mui/material/styles' {
  interface Palette {
    surface: SurfacePalette;
    brand: BrandPalette;
  }
  interface PaletteOptions {
    surface?: SurfacePalette;
    brand?: BrandPalette;
  }
}

interface SurfacePalette {
  /** Behind catalog photos and the catalog hero. */
  sand: string;
  /** Behind registry item photos. */
  linen: string;
  /** The four tints of the home page's entry points. */
  mint: string;
  blush: string;
  butter: string;
  lavender: string;
}

interface BrandPalette {
  /** The logo's and illustrations' accent. */
  marigold: string;
  /** App store badges: black with a slightly lighter hover. */
  badge: string;
  badgeHover: string;
}

const fontStack =
  '"Inter", "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, "Helvetica Neue", Arial, sans-serif';

/** The media query of a device set to reduce motion. */
export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2f5d50', light: '#5b8a7c', dark: '#1d3d34', contrastText: '#ffffff' },
    secondary: { main: '#b2473a', light: '#d9776a', dark: '#822c22', contrastText: '#ffffff' },
    background: { default: '#fbf8f3', paper: '#ffffff' },
    text: { primary: '#1f2623', secondary: '#4a5550' },
    success: { main: '#2e7d32' },
    // MUI's default orange (#ed6c02) and blue (#0288d1) carry white text at 3.1:1 and 3.9:1: a
    // Cancelled or In use now chip was below WCAG AA. These shades hold 4.5:1 (theme.test.ts).
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    surface: {
      sand: '#f3ece0',
      linen: '#efe7da',
      mint: '#e3efe9',
      blush: '#f6e3dc',
      butter: '#f4ecd3',
      lavender: '#e4e6f3',
    },
    brand: { marigold: '#f2b84b', badge: '#111111', badgeHover: '#2b2b2b' },
    error: { main: '#b3261e' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: fontStack,
    h1: { fontSize: 'clamp(2rem, 5vw + 1rem, 3.5rem)', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
    h2: { fontSize: 'clamp(1.6rem, 2.5vw + 1rem, 2.4rem)', fontWeight: 750, lineHeight: 1.15 },
    h3: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.25 },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 650 },
  },
  components: {
    // Motion only for those who have not asked their device for less (WCAG 2.3.3): with "reduce
    // motion" on, ripples, transitions (menus, sheets, dialogs, field labels) and spinners end at
    // once. Linear progress bars (the page-loading bar, a quiz's or checklist's progress) keep
    // theirs: an indeterminate one stopped would show an empty track.
    MuiCssBaseline: {
      styleOverrides: {
        [REDUCED_MOTION]: {
          '*:not(.MuiLinearProgress-bar), *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18, minHeight: 44 } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
