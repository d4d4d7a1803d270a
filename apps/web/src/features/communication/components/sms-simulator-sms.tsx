import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { smsSimulateSchema } from '@app/contract';
import { useSimulateSms } from '../api/simulate-sms';
import type { PhoneCheck } from './sms-simulator';
import {
  SimulatorButton,
  SimulatorPanel,
  fieldMessage,
  useSimulatorText,
} from './sms-simulator-panel';

/** What the phone sent and what came back. */
type Exchange = { sent: string; reply: string | null };

export const NO_REPLY =
  'No reply SMS: not a check in or out, or a refusal this number was already told of this hour.';

/** The SMS half of the simulator: a message box with Send, and the reply the outbox recorded. */
export function SmsSimulatorSms({
  phone,
  onPhoneCheck,
}: {
  phone: string;
  onPhoneCheck: PhoneCheck;
}) {
  const simulate = useSimulateSms();
  const message = useSimulatorText();
  const [last, setLast] = useState<Exchange | null>(null);

  function send() {
    const parsed = smsSimulateSchema.safeParse({ from: phone, text: message.value });
    if (!parsed.success) {
      onPhoneCheck(fieldMessage(parsed.error, 'from'));
      message.setError(fieldMessage(parsed.error, 'text'));
      return;
    }
    simulate.mutate(parsed.data, {
      onSuccess: (data) => {
        setLast({ sent: parsed.data.text, reply: data.reply });
        message.setValue('');
      },
    });
  }

  return (
    <SimulatorPanel title="Incoming SMS" failure={simulate.error}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <TextField
          label="Message"
          {...message.fieldProps('e.g. IN 4821 on arrival, OUT 4821 on leaving')}
        />
        <Box>
          <SimulatorButton type="submit" pending={simulate.isPending} icon={<Send />}>
            Send
          </SimulatorButton>
        </Box>
      </Box>
      {last ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Bubble label="Sent" text={last.sent} mine />
          {last.reply ? (
            <Bubble label="Reply SMS" text={last.reply} />
          ) : (
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              {NO_REPLY}
            </Typography>
          )}
        </Box>
      ) : null}
    </SimulatorPanel>
  );
}

/** One message as a phone shows it: what it sent on the right, what it got on the left. */
function Bubble({ label, text, mine = false }: { label: string; text: string; mine?: boolean }) {
  return (
    <Box
      component="figure"
      aria-label={label}
      sx={{
        m: 0,
        justifySelf: mine ? 'end' : 'start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography component="figcaption" variant="caption" sx={{ display: 'block', opacity: 0.8 }}>
        {label}
      </Typography>
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
