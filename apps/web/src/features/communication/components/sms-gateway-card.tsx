import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatUGX, type SmsSettings } from '@app/contract';
import { DetailItem } from '../../../components/detail-item';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSmsSettings } from '../api/get-sms-settings';
import { SMS_GATEWAY_LABELS } from '../sms-labels';

export const COPIED = 'Copied';
/** Issue 39: the key moved from `?key=` into the path; gateways set up before need the new URLs. */
export const KEY_HINT =
  "Paste each URL whole into the Africa's Talking dashboard: its last part is the secret key. URLs ending in ?key=, set up before, still work until the next release: replace them with these.";
const COPY_FAILED = 'Could not copy: select the address and copy it';

function copy(text: string) {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard) return void toast.error(COPY_FAILED);
  clipboard.writeText(text).then(
    () => toast.success(COPIED),
    () => toast.error(COPY_FAILED),
  );
}

/** A callback URL to paste into the gateway's dashboard, whole (it wraps), with Copy. */
function CallbackUrl({ label, url }: { label: string; url: string | null }) {
  return (
    <DetailItem label={label}>
      {url ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Box
            component="code"
            sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}
          >
            {url}
          </Box>
          <Tooltip title={`Copy: ${label}`}>
            <IconButton size="small" aria-label={`Copy ${label}`} onClick={() => copy(url)}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ) : (
        'Shown to admins only'
      )}
    </DetailItem>
  );
}

function Settings({ settings }: { settings: SmsSettings }) {
  const outbox = settings.gateway === 'outbox';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <DetailItem label="Gateway">
        {SMS_GATEWAY_LABELS[settings.gateway] ?? settings.gateway}
      </DetailItem>
      <DetailItem label="Sender ID">{settings.senderId ?? "The gateway's default"}</DetailItem>
      <DetailItem label="Price per SMS part">{formatUGX(settings.pricePerSegmentUgx)}</DetailItem>
      {outbox ? (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          No SMS leaves the server: each is kept in the local outbox and shown in the history. Set
          AT_USERNAME and AT_API_KEY on the server to send through Africa&apos;s Talking.
        </Alert>
      ) : null}
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, minWidth: 0 }}>
        <CallbackUrl label="Delivery reports callback URL" url={settings.deliveryCallbackUrl} />
        <CallbackUrl label="Incoming messages callback URL" url={settings.incomingCallbackUrl} />
        <CallbackUrl label="USSD callback URL (visit check-in)" url={settings.ussdCallbackUrl} />
        {settings.deliveryCallbackUrl ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {KEY_HINT}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * The SMS gateway as the server is set up (issue 24), read-only: the
 * settings live in its environment. The callback URLs (their secret key the
 * last segment, issue 39) go into the Africa's Talking dashboard: delivery
 * reports, incoming messages (a STOP reply marks the sender "no SMS") and
 * the USSD menu (issue 37).
 */
export function SmsGatewayCard() {
  const settings = useSmsSettings();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sms-gateway-title" sx={{ p: 2 }}>
      <Typography id="sms-gateway-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        SMS gateway
      </Typography>
      {settings.isError ? (
        <Alert severity="error">{errorMessage(settings.error)}</Alert>
      ) : settings.data ? (
        <Settings settings={settings.data} />
      ) : (
        <Skeleton variant="rounded" height={120} />
      )}
    </Paper>
  );
}
