import { createTheme } from '@mui/material/styles';

// SPEC 9: primary green, light #4CAF50, dark #388E3C.
export const brand = {
  light: '#4CAF50',
  main: '#43A047',
  dark: '#388E3C',
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
  teal: '#00897B',
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
    // getContrastText picks black or white text so chips stay readable (WCAG AA).
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  components: {
    MuiAppBar: { defaultProps: { elevation: 1 } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

export const DRAWER_WIDTH = 248;
