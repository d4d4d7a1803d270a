import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  CARE_MESSAGE_EXAMPLE,
  CARE_MESSAGE_MESSAGES,
  SMS_MAX_SEGMENTS,
  careMessageProblem,
  renderCareMessage,
  smsLength,
  type CareMessageCategory,
  type CustomerLanguage,
} from '@app/contract';
import { SmsCounter } from './sms-counter';

/**
 * A text checked as typed (issue 42), by the contract's rules, the API's:
 * readable ICU with only its category's names, and at most SMS_MAX_SEGMENTS
 * parts once filled in. `preview` is the text filled with example values.
 */
export function checkCareText(
  text: string,
  language: CustomerLanguage,
  category: CareMessageCategory,
): { preview: string; problem: string | null } {
  if (text.trim() === '') return { preview: '', problem: null };
  const problem = careMessageProblem(text, category);
  if (problem) return { preview: '', problem };
  try {
    const preview = renderCareMessage(text, language, CARE_MESSAGE_EXAMPLE);
    const tooLong = smsLength(preview).segments > SMS_MAX_SEGMENTS;
    return { preview, problem: tooLong ? CARE_MESSAGE_MESSAGES.tooLong : null };
  } catch (error) {
    // A text that reads but cannot be filled (a date given a number's format).
    const detail = error instanceof Error ? error.message : String(error);
    return { preview: '', problem: CARE_MESSAGE_MESSAGES.badFormat(detail) };
  }
}

/** The message as she would read it, with example values, and how many SMS it goes as. */
export function MessagePreview({ preview }: { preview: string }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h3">
        Preview, with example values
      </Typography>
      <Typography
        variant="body2"
        data-testid="care-message-preview"
        sx={{
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          color: preview ? 'text.primary' : 'text.secondary',
        }}
      >
        {preview || 'Nothing to show yet'}
      </Typography>
      <SmsCounter text={preview} />
    </Box>
  );
}

/** The English text, read-only, beside a translation being typed (above it on a phone). */
export function EnglishText({ text }: { text: string }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h3">
        English
      </Typography>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
