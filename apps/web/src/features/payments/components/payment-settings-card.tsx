import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAYMENT_PROVIDER_LABELS, RECON_PROVIDER_LABELS } from '@app/contract';
import { SettingsCard } from '../../../components/settings-card';
import { usePaymentSettings } from '../api/get-payment-settings';

export const STAND_IN_WORDS =
  'The local stand-in: prompts wait in Finance > Payments, where staff accept or decline them as the customer. Set the provider’s keys to prompt real phones.';
export const NO_PUBLIC_URL =
  'No callback address: PUBLIC_URL is not set. The server asks the provider itself until the outcome is known.';

/**
 * Admin > Payments (issue 43): which provider takes each network's payment
 * prompts, set by the server's configuration (ADR 058), and the callback
 * address to register with it (MTN: sent with each request; Airtel: on its
 * portal). The address holds our key, so only an ADMIN reads it.
 */
export function PaymentSettingsCard() {
  const settings = usePaymentSettings();
  return (
    <SettingsCard
      id="payment-settings"
      title="Payment prompts"
      intro="Who prompts her phone when staff request a payment: MTN MoMo and Airtel Money with their keys set, the local stand-in without."
      setting={settings}
      loadingHeight={120}
    >
      {(data) => (
        <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
          {data.networks.map((n) => (
            <Box key={n.network}>
              <Typography component="dt" variant="subtitle2">
                {RECON_PROVIDER_LABELS[n.network]} numbers
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {n.provider === 'stand-in' ? STAND_IN_WORDS : PAYMENT_PROVIDER_LABELS[n.provider]}
              </Typography>
              {n.provider === 'stand-in' ? null : (
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, color: 'text.secondary', overflowWrap: 'anywhere' }}
                >
                  {n.callbackUrl ? `Callback address: ${n.callbackUrl}` : NO_PUBLIC_URL}
                </Typography>
              )}
            </Box>
          ))}
          {data.keyConfigured ? null : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The key in the callback address comes from the server’s secret; set
              PAYMENT_CALLBACK_KEY to choose it.
            </Typography>
          )}
        </Box>
      )}
    </SettingsCard>
  );
}
