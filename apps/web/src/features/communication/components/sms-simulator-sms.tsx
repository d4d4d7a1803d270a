import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { smsSimulateSchema } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSimulateSms } from '../api/simulate-sms';
import type { PhoneCheck } from './sms-simulator';

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
  const id = useId();
  const simulate = useSimulateSms();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [last, setLast] = useState<Exchange | null>(null);

  function send() {
    const parsed = smsSimulateSchema.safeParse({ from: phone, text });
    if (!parsed.success) {
      const said = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
      onPhoneCheck(said('from'));
      setTextError(said('text'));
      return;
    }
    simulate.mutate(parsed.data, {
      onSuccess: (data) => {
        setLast({ sent: parsed.data.text, reply: data.reply });
        setText('');
      },
    });
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3">
        Incoming SMS
      </Typography>
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
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTextError(null);
          }}
          error={!!textError}
          helperText={textError ?? 'e.g. IN 4821 on arrival, OUT 4821 on leaving'}
          autoComplete="off"
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={simulate.isPending}
            startIcon={
              simulate.isPending ? <CircularProgress size={16} color="inherit" /> : <Send />
            }
          >
            Send
          </Button>
        </Box>
      </Box>
      {simulate.isError ? <Alert severity="error">{errorMessage(simulate.error)}</Alert> : null}
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
    </Paper>
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
