import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { MSG } from '@app/contract';
import { useOnline } from '../lib/online';

/** How long 'Back online' stays after the connection returns. */
export const BACK_ONLINE_MS = 5000;

const OFFLINE_TEXT = `${MSG.offline}. Lists already loaded stay readable; saving is paused until you are back online.`;
const BACK_ONLINE_TEXT = 'Back online. Saving works again.';

/**
 * A banner while the connection is gone (lists stay readable, saves are
 * refused) and for a few seconds once it is back. Announced politely to
 * screen readers; the live region stays mounted so both changes are read.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(!online);
  const [lastOnline, setLastOnline] = useState(online);
  if (online !== lastOnline) {
    setLastOnline(online);
    if (!online) setWasOffline(true);
  }

  useEffect(() => {
    if (!online || !wasOffline) return;
    const timer = setTimeout(() => setWasOffline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online, wasOffline]);

  return (
    <div role="status" aria-live="polite">
      {!online ? (
        <Alert severity="warning" icon={<CloudOff />} square sx={{ borderRadius: 0 }}>
          {OFFLINE_TEXT}
        </Alert>
      ) : wasOffline ? (
        <Alert
          severity="success"
          icon={<CloudDone />}
          square
          sx={{ borderRadius: 0 }}
          onClose={() => setWasOffline(false)}
        >
          {BACK_ONLINE_TEXT}
        </Alert>
      ) : null}
    </div>
  );
}
