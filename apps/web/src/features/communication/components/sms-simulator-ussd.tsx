import Dialpad from '@mui/icons-material/Dialpad';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ussdSimulateSchema } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSimulateUssd } from '../api/simulate-ussd';
import type { PhoneCheck } from './sms-simulator';

/** A session as the phone holds it: its number, the answers so far, the screen shown. */
type Session = { id: string; phone: string; inputs: string[]; screen: string; end: boolean };

export const ANSWER_REQUIRED = 'Type an answer, e.g. 1';

/**
 * The USSD half of the simulator: Start session shows the menu's first
 * screen; each answer is posted with the ones before it (joined with '*', as
 * the gateway does) and the next screen replaces the last, as on a phone.
 * An END screen closes the session.
 */
export function SmsSimulatorUssd({
  phone,
  onPhoneCheck,
}: {
  phone: string;
  onPhoneCheck: PhoneCheck;
}) {
  const id = useId();
  const simulate = useSimulateUssd();
  const [session, setSession] = useState<Session | null>(null);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const open = !!session && !session.end;

  function post(next: Omit<Session, 'screen' | 'end'>) {
    simulate.mutate(
      { sessionId: next.id, phoneNumber: next.phone, text: next.inputs.join('*') },
      {
        onSuccess: (data) => {
          setSession({ ...next, screen: data.screen, end: data.end });
          setAnswer('');
        },
      },
    );
  }

  function start() {
    const parsed = ussdSimulateSchema.safeParse({ sessionId: 'new', phoneNumber: phone });
    const phoneError = parsed.error?.issues.find((i) => i.path[0] === 'phoneNumber');
    onPhoneCheck(phoneError?.message ?? null);
    if (!parsed.success) return;
    setSession(null);
    setAnswerError(null);
    post({ id: newIdempotencyKey(), phone: parsed.data.phoneNumber, inputs: [] });
  }

  function reply() {
    if (!session) return;
    const given = answer.trim();
    if (!given) return setAnswerError(ANSWER_REQUIRED);
    post({ ...session, inputs: [...session.inputs, given] });
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3">
        USSD session
      </Typography>
      {session ? (
        <Box
          component="output"
          aria-label="Phone screen"
          aria-live="polite"
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 320,
            minHeight: 140,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'grey.900',
            color: 'common.white',
            fontFamily: 'monospace',
            fontSize: '0.875rem',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          {session.screen}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Dials the service&apos;s USSD code from the number above and shows each screen.
        </Typography>
      )}
      {session?.end ? (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          Session ended
        </Typography>
      ) : null}
      {open ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            reply();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label="Your answer"
            value={answer}
            onChange={(event) => {
              setAnswer(event.target.value);
              setAnswerError(null);
            }}
            error={!!answerError}
            helperText={answerError ?? ' '}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
            size="small"
            sx={{ flex: '1 1 160px' }}
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={simulate.isPending}>
            Reply
          </Button>
          <Button onClick={() => setSession(null)} disabled={simulate.isPending}>
            Hang up
          </Button>
        </Box>
      ) : (
        <Box>
          <Button
            variant={session ? 'outlined' : 'contained'}
            onClick={start}
            disabled={simulate.isPending}
            startIcon={
              simulate.isPending ? <CircularProgress size={16} color="inherit" /> : <Dialpad />
            }
          >
            {session ? 'Start a new session' : 'Start session'}
          </Button>
        </Box>
      )}
      {simulate.isError ? <Alert severity="error">{errorMessage(simulate.error)}</Alert> : null}
    </Paper>
  );
}
