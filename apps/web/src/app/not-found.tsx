import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';
import { RequireAuth } from './guards';
import { AppShell } from './shell/app-shell';
import { useDocumentTitle } from '../lib/use-document-title';

function NotFoundContent({ signedIn }: { signedIn: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h3" component="p" sx={{ color: 'primary.dark', fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Page not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        There is nothing at this address.
      </Typography>
      <Button variant="contained" component={Link} to={signedIn ? paths.home : paths.login}>
        {signedIn ? 'Back to Main' : 'Go to sign in'}
      </Button>
    </Box>
  );
}

/** The catch-all: a plain 404 for guests, inside the shell for a signed-in user. */
export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  const session = useSession();
  // a temporary password shows only its change (RequireAuth), here too
  if (session?.mustChangeCredentials) return <RequireAuth />;
  if (session) {
    return (
      <AppShell>
        <NotFoundContent signedIn />
      </AppShell>
    );
  }
  return (
    <Box component="main">
      <NotFoundContent signedIn={false} />
    </Box>
  );
}
