import CssBaseline from '@mui/material/CssBaseline';
import Slide from '@mui/material/Slide';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { watchSession } from '../lib/session';
import { theme } from '../theme';

// notistack's own Slide reads `children.ref`, which React 19 reports as an
// error; MUI's Slide takes the same props and handles refs the React 19 way.
type SnackTransitionProps = ComponentProps<typeof Slide>;
function SnackTransition(props: SnackTransitionProps) {
  return <Slide {...props} />;
}

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so nothing is cached between them. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => watchSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={5000}
          preventDuplicate
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          TransitionComponent={SnackTransition as never}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
