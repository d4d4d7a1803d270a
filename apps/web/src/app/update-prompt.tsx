import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often a tab left open looks for a new version of the app. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (from the bundle: the CSP allows no inline
 * script) and, when a new version is waiting, offers 'Reload to update'. The
 * user chooses when, so an open form is never reloaded away.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message="A new version of Care Back-office is ready."
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
          <Button variant="contained" size="small" onClick={() => void updateServiceWorker(true)}>
            Reload to update
          </Button>
        </>
      }
    />
  );
}
