import CssBaseline from '@mui/material/CssBaseline';
import Slide from '@mui/material/Slide';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider, type TransitionProps } from 'notistack';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { getSession, subscribeSession, watchSession } from '../lib/session';
import { theme } from '../theme';

// notistack's own Slide reads `children.ref`, which React 19 reports as an
// error; MUI's Slide takes the same props and handles refs the React 19 way.
function SnackTransition({ children, ...props }: TransitionProps & { children: ReactElement }) {
  return <Slide {...props}>{children}</Slide>;
}

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so nothing is cached between them. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => watchSession(), []);
  // Whatever ends a session (log out, expiry, another tab), the next user
  // must not see the last one's cached data.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) client.clear();
      }),
    [client],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={5000}
          preventDuplicate
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          TransitionComponent={SnackTransition}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
