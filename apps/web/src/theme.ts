import { createTheme } from '@mui/material/styles';

// SPEC 9: primary green, light #4CAF50, dark #388E3C. Text and buttons need a
// contrast of 4.5:1 (WCAG AA) against white, which #4CAF50 (2.8) and #388E3C
// (4.1) miss, so the theme's main and dark are deeper shades of the same green;
// the spec's greens stay for the icons, the browser's theme colour and charts.
export const brand = {
  light: '#4CAF50',
  spec: '#388E3C',
  main: '#2E7D32',
  dark: '#1B5E20',
} as const;

/** Named colours of the status chips (SPEC 4). Text colour is derived for contrast. */
export const chipColors = {
  red: '#C62828',
  orange: '#EF6C00',
  blue: '#1565C0',
  green: '#2E7D32',
  lightGreen: '#9CCC65',
  pink: '#D81B60',
  black: '#212121',
  // #00897B reads at under 4.5:1 with either text colour.
  teal: '#00796B',
  navy: '#1A237E',
  purple: '#6A1B9A',
  cyan: '#00BCD4',
  grey: '#757575',
} as const;
export type ChipColor = keyof typeof chipColors;

export type StatusKind =
  | 'job'
  | 'payment'
  | 'shopOrder'
  | 'booking'
  | 'station'
  | 'leadSource'
  | 'product'
  | 'accountStatus';

type StatusTokens = { values: Record<string, ChipColor>; fallback: ChipColor };

/**
 * Status value -> colour, per kind (SPEC 4). Keys are lower-case with single
 * spaces; spelling variants the spec mentions are listed explicitly.
 */
export const statusTokens: Record<StatusKind, StatusTokens> = {
  job: {
    values: {
      cancelled: 'red',
      canceled: 'red',
      pending: 'orange',
      ongoing: 'blue',
      completed: 'green',
      complete: 'green',
    },
    fallback: 'grey',
  },
  payment: { values: { paid: 'lightGreen', unpaid: 'red' }, fallback: 'orange' },
  shopOrder: {
    values: {
      received: 'green',
      completed: 'green',
      confirmed: 'pink',
      pending: 'orange',
      cancelled: 'red',
      canceled: 'red',
    },
    fallback: 'grey',
  },
  booking: {
    values: {
      pending: 'orange',
      accepted: 'blue',
      ongoing: 'blue',
      completed: 'green',
      cancelled: 'red',
      canceled: 'red',
    },
    fallback: 'grey',
  },
  station: {
    values: {
      kikubo: 'green',
      mutungo: 'pink',
      'head office': 'blue',
      'courier station': 'black',
    },
    fallback: 'orange',
  },
  leadSource: {
    values: {
      'social network': 'blue',
      'messaging app': 'teal',
      referral: 'pink',
      referal: 'pink',
    },
    fallback: 'orange',
  },
  product: {
    values: {
      'value kit': 'green',
      'prepared mama': 'navy',
      'postnatal care': 'purple',
      'patient care': 'cyan',
      shop: 'red',
    },
    fallback: 'orange',
  },
  accountStatus: {
    values: { blocked: 'red', suspended: 'orange', active: 'green' },
    fallback: 'grey',
  },
};

export const theme = createTheme({
  palette: {
    primary: { light: brand.light, main: brand.main, dark: brand.dark, contrastText: '#fff' },
    // MUI's orange (#ED6C02) is 3.1:1 on white: too faint for warning buttons' text.
    warning: { main: '#B45309', contrastText: '#fff' },
    // getContrastText picks black or white text so chips stay readable (WCAG AA).
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  components: {
    // The scroll bar's room is kept when a page grows past the window, so the
    // whole screen does not jump sideways when data arrives (layout shift).
    MuiCssBaseline: { styleOverrides: { html: { scrollbarGutter: 'stable' } } },
    MuiAppBar: { defaultProps: { elevation: 1 } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

export const DRAWER_WIDTH = 248;
