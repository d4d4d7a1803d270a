import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SMS_MAX_SEGMENTS, smsLength } from '@app/contract';

/** The first character that is not in the SMS alphabet (GSM-7), if any. */
export function specialCharacter(text: string): string | undefined {
  return [...text].find((c) => smsLength(c).encoding === 'UCS-2');
}

/**
 * How many SMS a text goes as, live as it is typed (issue 24): "154
 * characters · 2 SMS · GSM-7". One character outside the SMS alphabet (a
 * curly quote, an emoji, a letter with some accents) sends the whole text as
 * UCS-2, 70 characters an SMS instead of 160; the hint names it, so staff can
 * swap it for a plain one and halve the cost.
 */
export function SmsCounter({ text, id }: { text: string; id?: string }) {
  const length = smsLength(text);
  const special = length.encoding === 'UCS-2' ? specialCharacter(text) : undefined;
  const tooLong = length.segments > SMS_MAX_SEGMENTS;
  return (
    <Box id={id} data-testid="sms-counter" sx={{ display: 'grid', gap: 0.25 }}>
      <Typography
        variant="caption"
        sx={{ color: tooLong ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {length.characters} characters · {length.segments} SMS · {length.encoding}
        {length.segments > 0 ? ` · ${length.remaining} left in this SMS` : ''}
      </Typography>
      {special ? (
        <Typography variant="caption" sx={{ color: 'warning.dark', overflowWrap: 'anywhere' }}>
          “{special}” is a special character: each SMS holds 70 characters instead of 160.
        </Typography>
      ) : null}
    </Box>
  );
}
