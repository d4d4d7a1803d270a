import Dialpad from '@mui/icons-material/Dialpad';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ussdSimulateSchema } from '@app/contract';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSimulateUssd } from '../api/simulate-ussd';
import type { PhoneCheck } from './sms-simulator';
import {
  SimulatorButton,
  SimulatorPanel,
  fieldMessage,
  useSimulatorText,
} from './sms-simulator-panel';

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
  const simulate = useSimulateUssd();
  const [session, setSession] = useState<Session | null>(null);
  const answer = useSimulatorText();
  const open = !!session && !session.end;

  function post(next: Omit<Session, 'screen' | 'end'>) {
    simulate.mutate(
      { sessionId: next.id, phoneNumber: next.phone, text: next.inputs.join('*') },
      {
        onSuccess: (data) => {
          setSession({ ...next, screen: data.screen, end: data.end });
          answer.setValue('');
        },
      },
    );
  }

  function start() {
    const parsed = ussdSimulateSchema.safeParse({ sessionId: 'new', phoneNumber: phone });
    onPhoneCheck(fieldMessage(parsed.error, 'phoneNumber'));
    if (!parsed.success) return;
    setSession(null);
    answer.setError(null);
    post({ id: newIdempotencyKey(), phone: parsed.data.phoneNumber, inputs: [] });
  }

  function reply() {
    if (!session) return;
    const given = answer.value.trim();
    if (!given) return answer.setError(ANSWER_REQUIRED);
    post({ ...session, inputs: [...session.inputs, given] });
  }

  return (
    <SimulatorPanel title="USSD session" failure={simulate.error}>
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
            {...answer.fieldProps(' ')}
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
          <SimulatorButton
            variant={session ? 'outlined' : 'contained'}
            onClick={start}
            pending={simulate.isPending}
            icon={<Dialpad />}
          >
            {session ? 'Start a new session' : 'Start session'}
          </SimulatorButton>
        </Box>
      )}
    </SimulatorPanel>
  );
}
