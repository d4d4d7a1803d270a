import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SKIP_REASON_TEXT, SMS_MESSAGES, formatUGX, type SmsPreview } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';

type SmsPreviewSummaryProps = {
  preview: SmsPreview | undefined;
  /** The preview asked is not back yet (or is for a text since changed). */
  pending: boolean;
  error: unknown;
  /** A group send: nobody in it is a refusal, not a count. */
  group: boolean;
};

export const people = (n: number) => (n === 1 ? '1 person' : `${n.toLocaleString('en-UG')} people`);

/** Everyone the preview leaves out, e.g. "5 left out: They asked for no SMS (3), ...". */
export function skippedText(skipped: SmsPreview['skipped']): string | null {
  const total = skipped.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return null;
  const why = skipped.map((s) => `${SKIP_REASON_TEXT[s.reason]} (${s.count})`).join(', ');
  return `${total} left out: ${why}`;
}

/**
 * What a send will do before it is sent (issue 24): how many get it, who is
 * left out and why, and its cost in UGX (parts x people x the price of a part).
 */
export function SmsPreviewSummary({ preview, pending, error, group }: SmsPreviewSummaryProps) {
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!preview) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {pending ? 'Counting recipients…' : 'Write the message and choose whom it goes to.'}
      </Typography>
    );
  }
  if (group && preview.recipients === 0) {
    return <Alert severity="warning">{SMS_MESSAGES.nobody}</Alert>;
  }
  const left = skippedText(preview.skipped);
  return (
    <Box
      role="status"
      aria-label="Send summary"
      aria-busy={pending}
      sx={{ display: 'grid', gap: 0.5, opacity: pending ? 0.6 : 1, overflowWrap: 'anywhere' }}
    >
      <Typography variant="body2">
        Goes to{' '}
        {preview.name && preview.recipients === 1 ? preview.name : people(preview.recipients)} ·{' '}
        {preview.segments} SMS each · about{' '}
        <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
          {formatUGX(preview.costUgx)}
        </Box>
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {formatUGX(preview.pricePerSegmentUgx)} an SMS part
      </Typography>
      {left ? (
        <Typography variant="caption" sx={{ color: 'warning.dark' }}>
          {left}
        </Typography>
      ) : null}
    </Box>
  );
}
