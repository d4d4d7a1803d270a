import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  SMS_REPLY_MESSAGES,
  SMS_REPLY_OUTCOME_LABELS,
  formatDateTime,
  type SmsReply,
  type SmsReplyOutcome,
} from '@app/contract';
import { ColorChip } from '../../../components/status-chip';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import type { ChipColor } from '../../../theme';
import { useAnswerSmsReply } from '../api/answer-sms-reply';
import { useSmsReplies } from '../api/get-sms-replies';

/** The replies shown on a profile: the latest; older ones are in the export of her data. */
const SHOWN = 20;

const OUTCOME_COLORS: Record<SmsReplyOutcome, ChipColor> = {
  stop: 'red',
  visit_check: 'grey',
  birth_reported: 'orange',
  reply: 'blue',
};

/** What staff are to do about an open reply. */
export const openText = (r: SmsReply) =>
  r.outcome === 'birth_reported'
    ? 'She reported the birth: record it on her pregnancy (or mark answered if it was not one)'
    : 'Waiting for an answer';

/**
 * "SMS from her" on a customer's profile (issue 42): what she sent us, the
 * newest first, with what each did; a reply waits for staff to answer (by
 * message or a call), then is marked answered. Hidden when she sent none.
 */
export function SmsRepliesSection({
  customerId,
  onReply,
}: {
  customerId: number;
  /** Opens the message dialog to write back. */
  onReply?: () => void;
}) {
  const query = useSmsReplies({ customerId, limit: SHOWN });
  const answer = useAnswerSmsReply();
  if (query.isSuccess && query.data.rows.length === 0) return null;

  const markAnswered = (id: number) =>
    answer
      .mutateAsync(id)
      .then(() => toast.success(SMS_REPLY_MESSAGES.answered))
      .catch((error: unknown) => notifyError(error));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sms-replies-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="sms-replies-title" variant="h6" component="h3" sx={{ flex: 1 }}>
          SMS from her
        </Typography>
        {onReply ? (
          <Button size="small" variant="outlined" onClick={onReply}>
            Write back
          </Button>
        ) : null}
      </Box>
      {query.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : query.isError ? (
        <Alert severity="error">The SMS she sent could not be loaded</Alert>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {query.data.rows.map((r) => (
            <Box
              component="li"
              key={r.id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  “{r.text}”
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatDateTime(r.receivedAt)}
                  {r.open
                    ? ` · ${openText(r)}`
                    : r.answeredAt
                      ? ` · Answered ${formatDateTime(r.answeredAt)}${r.answeredByName ? ` by ${r.answeredByName}` : ''}`
                      : ''}
                </Typography>
              </Box>
              <ColorChip
                label={SMS_REPLY_OUTCOME_LABELS[r.outcome]}
                color={OUTCOME_COLORS[r.outcome]}
              />
              {r.open ? (
                <Button
                  size="small"
                  aria-label={`Mark answered: ${r.text}`}
                  disabled={answer.isPending}
                  onClick={() => void markAnswered(r.id)}
                >
                  Mark answered
                </Button>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
