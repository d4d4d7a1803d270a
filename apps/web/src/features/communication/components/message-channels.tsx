import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { COMMS_MESSAGES, formatPhone, type MessageChannel } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import type { ReachSms } from '../api/get-reach';
import { smsRefusal } from '../sms-labels';

export type ChannelChoiceProps = {
  chosen: MessageChannel[];
  onChange: (chosen: MessageChannel[]) => void;
  push: boolean;
  /** The SMS side of the reach; undefined while it loads or when it failed. */
  sms: ReachSms | undefined;
  smsLoading: boolean;
  smsError: unknown;
  disabled: boolean;
};

/**
 * The channels a direct message can go by (issue 24): push with a device
 * token, SMS with a Ugandan mobile and no opt-out, or both. A channel that
 * cannot reach the customer stays listed, unticked, with the reason: the
 * spec's refusal for push, the SMS rule for SMS.
 */
export function ChannelChoice(props: ChannelChoiceProps) {
  const { chosen, onChange, push, sms, smsLoading, smsError, disabled } = props;
  const id = useId();
  const toggle = (channel: MessageChannel, on: boolean) =>
    onChange(on ? [...chosen, channel] : chosen.filter((c) => c !== channel));
  const smsLabel = sms?.available && sms.phone ? `SMS to ${formatPhone(sms.phone)}` : 'SMS';

  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'grid', gap: 1 }}>
      <FormLabel id={`${id}-label`}>Send by</FormLabel>
      <FormGroup row sx={{ columnGap: 2 }}>
        <FormControlLabel
          label="Push (app)"
          control={
            <Checkbox
              checked={chosen.includes('push')}
              disabled={disabled || !push}
              onChange={(event) => toggle('push', event.target.checked)}
            />
          }
        />
        <FormControlLabel
          label={smsLabel}
          control={
            <Checkbox
              checked={chosen.includes('sms')}
              disabled={disabled || !sms?.available}
              onChange={(event) => toggle('sms', event.target.checked)}
            />
          }
        />
      </FormGroup>
      {smsLoading ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Checking whether an SMS can reach them…
        </Typography>
      ) : null}
      {push ? null : <Alert severity="warning">{COMMS_MESSAGES.messageNoToken}</Alert>}
      {smsError ? (
        <Alert severity="warning">Could not check SMS: {errorMessage(smsError)}</Alert>
      ) : sms && !sms.available ? (
        <Alert severity="info">No SMS: {smsRefusal(sms)}</Alert>
      ) : null}
    </Box>
  );
}
