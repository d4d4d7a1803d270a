import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { PAYMENT_TARGET_LABELS, type Payment, type PaymentTarget } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { usePaymentOwed } from '../api/get-payment-owed';
import { PendingPaymentView, SentPaymentView } from './payment-live-views';
import { RequestPaymentForm } from './request-payment-form';

export type RequestPaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  target: PaymentTarget;
  targetId: number;
};

/**
 * Request payment (issue 43): a prompt on her phone for all or part of what
 * is owed on one job card, ledger entry, booking or shop order, then the
 * request followed live until she answers.
 */
export function RequestPaymentDialog({
  open,
  onClose,
  target,
  targetId,
}: RequestPaymentDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {/* Mounted when opened: a fresh form and a fresh idempotency key per opening. */}
      <RequestPaymentContent target={target} targetId={targetId} />
    </FormDialog>
  );
}

/** One attempt: its idempotency key, and the request once sent. */
type Attempt = { key: string; sent: Payment | null };

function RequestPaymentContent({ target, targetId }: { target: PaymentTarget; targetId: number }) {
  const owed = usePaymentOwed(target, targetId);
  const [attempt, setAttempt] = useState<Attempt>(() => ({ key: newIdempotencyKey(), sent: null }));
  const title = `Request payment: ${owed.data?.targetLabel ?? PAYMENT_TARGET_LABELS[target]}`;

  if (attempt.sent) {
    return (
      <SentPaymentView
        sent={attempt.sent}
        title={title}
        // A new prompt is a new request: a new key, so the API does not answer the last one.
        onSendAgain={() => setAttempt({ key: newIdempotencyKey(), sent: null })}
      />
    );
  }
  if (!owed.data) {
    return (
      <FormDialogForm title={title} dirty={false} noSubmit onSubmit={(e) => e.preventDefault()}>
        {owed.isError ? (
          <Alert severity="error">{errorMessage(owed.error)}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label="Loading what is owed" />
          </Box>
        )}
      </FormDialogForm>
    );
  }
  if (owed.data.pending) return <PendingPaymentView pending={owed.data.pending} title={title} />;
  return (
    <RequestPaymentForm
      key={attempt.key}
      owed={owed.data}
      target={target}
      targetId={targetId}
      idempotencyKey={attempt.key}
      onSent={(payment) => setAttempt((current) => ({ ...current, sent: payment }))}
    />
  );
}
