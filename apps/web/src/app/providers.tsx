import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import Slide from '@mui/material/Slide';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider, type TransitionProps } from 'notistack';
import { styled } from '@mui/material/styles';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { forgetToasts } from '../lib/toast';
import { watchSession } from '../lib/session';
import { theme } from '../theme';
import { usePersistedQueries } from './use-persisted-queries';

// notistack's own Slide reads `children.ref`, which React 19 reports as an
// error; MUI's Slide takes the same props and handles refs the React 19 way.
function SnackTransition({ children, ...props }: TransitionProps & { children: ReactElement }) {
  return <Slide {...props}>{children}</Slide>;
}

// notistack's own greens, orange and blue carry white text at under 4.5:1 (WCAG AA).
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.primary.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.dark },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
}));
const TOASTS = { success: Toast, warning: Toast, info: Toast, error: Toast, default: Toast };

/**
 * Where toasts sit so they cover no action (issues 21, 38): top-centre, below
 * the top bar (two rows on a phone), at every width. Dialogs keep their buttons
 * at the bottom: on a phone, where they fill the screen, and on a wide screen,
 * where a wide dialog (maxWidth md: Add Customer, the nurse wizard) starts
 * 190 px from the left at 1280 px, so a toast at the bottom-left (20 px in, at
 * least 288 px wide) lay over its Close button. On a wide screen toasts stay
 * narrow.
 */
const WIDE = '(min-width: 600px)';
const BELOW_TOP_BAR = 'toasts-below-top-bar';
const toastPlacement = (
  <GlobalStyles
    styles={{
      [`.notistack-SnackbarContainer.${BELOW_TOP_BAR}`]: { top: 124 },
      [`@media ${WIDE}`]: { '.notistack-SnackbarContainer': { maxWidth: 420 } },
    }}
  />
);

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so nothing is cached between them. */
  queryClient?: QueryClient;
  /** Keep loaded lists in the browser for offline use; on unless a test brings its client. */
  persist?: boolean;
};

export function AppProviders({ children, queryClient, persist = !queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => watchSession(), []);
  useEffect(() => forgetToasts, []);
  // Whatever ends a session (log out, expiry, 401, another tab), the next user
  // must not see the last one's cached data, in memory or stored.
  usePersistedQueries(client, persist);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {toastPlacement}
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={5000}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          classes={{ containerAnchorOriginTopCenter: BELOW_TOP_BAR }}
          TransitionComponent={SnackTransition}
          Components={TOASTS}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
