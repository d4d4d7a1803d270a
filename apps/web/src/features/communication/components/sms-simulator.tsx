import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SmsSimulatorSms } from './sms-simulator-sms';
import { SmsSimulatorUssd } from './sms-simulator-ussd';

/** What a simulated message or session says when its phone number is wrong (or null: nothing). */
export type PhoneCheck = (message: string | null) => void;

/**
 * "Play the nurse's phone" (issue 37), shown with the local SMS outbox only:
 * staff send what a nurse's phone would send, from the number typed here, and
 * see what the phone gets back. An SMS (`IN 4821`, `OUT 4821`) goes the way a
 * real one goes and shows the reply SMS; a USSD session shows each screen as
 * the phone would, until the menu ends it. The checks are recorded as if they
 * came from that phone, so the whole visit loop works without a provider.
 */
export function SmsSimulator() {
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="sms-simulator-title"
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box>
        <Typography id="sms-simulator-title" variant="h6" component="h2">
          Play the nurse&apos;s phone
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The local outbox only: send what a nurse&apos;s phone would send to the service and see
          what it gets back. A check in or out is recorded as if it came from that phone.
        </Typography>
      </Box>
      <TextField
        label="Phone number"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setPhoneError(null);
        }}
        error={!!phoneError}
        helperText={phoneError ?? "The nurse's registered number, e.g. 0772 123456"}
        inputMode="tel"
        autoComplete="off"
        sx={{ maxWidth: { sm: 360 } }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <SmsSimulatorSms phone={phone} onPhoneCheck={setPhoneError} />
        <SmsSimulatorUssd phone={phone} onPhoneCheck={setPhoneError} />
      </Box>
    </Paper>
  );
}
