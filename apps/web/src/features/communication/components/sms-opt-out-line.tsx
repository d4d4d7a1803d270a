import Sms from '@mui/icons-material/Sms';
import SmsFailed from '@mui/icons-material/SmsFailed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SMS_MESSAGES, formatDate } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useReach, type ReachSms } from '../api/get-reach';
import { useSetSmsOptOut } from '../api/set-sms-opt-out';
import type { SmsPerson } from '../api/sms-keys';
import { optOutSourceLabel, smsRefusal } from '../sms-labels';

type SmsOptOutLineProps = {
  person: SmsPerson;
  /** The person's name, for the confirmation. */
  name: string;
};

/** "No SMS (since 01-03-2025, by STOP reply)", with what the API says of when and how. */
export function optOutText(sms: ReachSms): string {
  const since = sms.optedOutAt ? `since ${formatDate(sms.optedOutAt)}` : null;
  const source = optOutSourceLabel(sms.optedOutBy);
  const how = [since, source ? `by ${source}` : null].filter(Boolean).join(', ');
  return how ? `No SMS (${how})` : 'No SMS';
}

/**
 * A profile's "SMS" line (issue 24): whether SMS may go to this customer or
 * nurse, and a button to mark them "no SMS" (asked first: no SMS at all goes
 * to them after it, automatic ones included) or to allow SMS again.
 */
export function SmsOptOutLine({ person, name }: SmsOptOutLineProps) {
  const reach = useReach(person);
  const save = useSetSmsOptOut();
  const [confirming, setConfirming] = useState(false);
  const sms = reach.data?.sms;

  const set = (optedOut: boolean) =>
    save.mutate(
      { ...person, optedOut },
      {
        onSuccess: () => toast.success(SMS_MESSAGES.optOutSaved(optedOut)),
        onError: (error) => notifyError(error),
        onSettled: () => setConfirming(false),
      },
    );

  // Allowed, but no number to send to: the line says that too.
  const note = sms && !sms.optedOut && !sms.available ? smsRefusal(sms) : null;

  return (
    <Box
      component="section"
      aria-label="SMS"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
        {sms?.optedOut ? <SmsFailed /> : <Sms />}
      </Box>
      <Box component="dl" sx={{ m: 0, flex: '1 1 160px', minWidth: 0 }}>
        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
          SMS
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {reach.isError ? (
            errorMessage(reach.error)
          ) : !sms ? (
            <Skeleton width={120} />
          ) : sms.optedOut ? (
            optOutText(sms)
          ) : (
            'SMS allowed'
          )}
          {note ? (
            <Typography component="span" variant="caption" sx={{ display: 'block' }}>
              {note}
            </Typography>
          ) : null}
        </Typography>
      </Box>
      {sms ? (
        <Button
          size="small"
          variant="outlined"
          disabled={save.isPending}
          onClick={() => (sms.optedOut ? set(false) : setConfirming(true))}
        >
          {sms.optedOut ? 'Allow SMS' : 'Mark no SMS'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`No SMS to ${name}?`}
        text="No SMS will go to them, sent by staff or automatic, until SMS is allowed again."
        confirmLabel="Mark no SMS"
        busy={save.isPending}
        onConfirm={() => set(true)}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
