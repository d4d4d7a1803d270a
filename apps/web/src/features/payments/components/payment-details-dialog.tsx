import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  PAYMENT_PROVIDER_LABELS,
  RECON_PROVIDER_LABELS,
  formatDateTime,
  type Payment,
} from '@app/contract';
import { DetailItem } from '../../../components/detail-item';
import { Money } from '../../../components/money';
import { PhoneText } from '../../../components/phone-text';
import {
  RecordDialog,
  RecordDialogClose,
  RecordDialogPending,
  type ShownRecord,
} from '../../../components/record-dialog';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCheckPayment } from '../api/check-payment';
import { usePayment } from '../api/get-payment';
import { STILL_WAITING } from '../payment-labels';
import { PaymentOutcome } from './payment-outcome';
import { PaymentStateChip } from './payment-state-chip';
import { PaymentTimeline } from './payment-timeline';
import { StandInAnswerButtons } from './stand-in-answer';

type PaymentDetailsDialogProps = {
  /** The row opened; null keeps the dialog closed. */
  payment: Payment | null;
  onClose: () => void;
};

/** One request from the payments list, live while it waits on her phone. */
export function PaymentDetailsDialog({ payment, onClose }: PaymentDetailsDialogProps) {
  return (
    <RecordDialog recordKey={payment?.id ?? null} initial={payment ?? undefined} onClose={onClose}>
      {(shown) => <PaymentView {...shown} onClose={onClose} />}
    </RecordDialog>
  );
}

/** Only a request still waiting, or given up on, can be asked about again. */
const checkable = (payment: Payment) => payment.state === 'Pending' || payment.state === 'Expired';

function PaymentView({
  recordKey: id,
  initial,
  titleId,
  onClose,
}: ShownRecord<number, Payment> & { onClose: () => void }) {
  const query = usePayment(id, initial?.id === id ? initial : undefined);
  const check = useCheckPayment();
  const payment = query.data;
  if (!payment) {
    return (
      <RecordDialogPending
        title="Payment request"
        titleId={titleId}
        query={query}
        onClose={onClose}
      />
    );
  }
  return (
    <>
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, pr: 7 }}
      >
        <span>
          Payment request: <span style={{ whiteSpace: 'nowrap' }}>{payment.targetLabel}</span>
        </span>
        <PaymentStateChip state={payment.state} variant="filled" />
      </DialogTitle>
      <RecordDialogClose onClose={onClose} />
      {/* scrolls: reachable by keyboard even when no button is left in it */}
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-label="Payment request details"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <PaymentOutcome payment={payment} />
        <StandInAnswerButtons payment={payment} />
        <Part title="Request">
          <DetailItem label="For">{payment.targetLabel}</DetailItem>
          <DetailItem label="Customer">{payment.customerName}</DetailItem>
          <DetailItem label="Amount">
            <Money amount={payment.amount} />
          </DetailItem>
          <DetailItem label="Phone">
            <PhoneText phone={payment.phone} />
          </DetailItem>
          <DetailItem label="Network">{RECON_PROVIDER_LABELS[payment.network]}</DetailItem>
          <DetailItem label="Provider">{PAYMENT_PROVIDER_LABELS[payment.provider]}</DetailItem>
          <DetailItem label="Note she sees">{payment.note}</DetailItem>
          <DetailItem label="Requested by">{payment.requestedByName}</DetailItem>
          <DetailItem label="Requested">{formatDateTime(payment.createdAt)}</DetailItem>
          <DetailItem label="Expires">{formatDateTime(payment.expiresAt)}</DetailItem>
          <DetailItem label="Finished">
            {payment.finishedAt ? formatDateTime(payment.finishedAt) : null}
          </DetailItem>
          {payment.reason ? <DetailItem label="Reason">{payment.reason}</DetailItem> : null}
        </Part>
        <Part title="Provider">
          <DetailItem label="Reference">{payment.reference}</DetailItem>
          <DetailItem label="Transaction id">{payment.transactionId}</DetailItem>
          <DetailItem label="Ledger entry">
            {payment.incomeId === null ? null : `#${payment.incomeId}`}
          </DetailItem>
        </Part>
        <Box component="section">
          <SectionTitle>Timeline</SectionTitle>
          <PaymentTimeline events={payment.timeline} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose} sx={{ mr: 'auto' }}>
          Close
        </Button>
        {checkable(payment) ? (
          <Button
            variant="outlined"
            startIcon={
              check.isPending ? <CircularProgress size={16} color="inherit" /> : <Refresh />
            }
            disabled={check.isPending}
            onClick={() =>
              check.mutate(payment.id, {
                // An unchanged answer would otherwise look as if nothing was asked.
                onSuccess: (answer) => {
                  if (answer.state === 'Pending') toast.info(STILL_WAITING);
                },
                onError: (error) => notifyError(error),
              })
            }
          >
            Check now
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" component="h3" sx={{ color: 'primary.dark', fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** A titled grid of labelled values. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <SectionTitle>{title}</SectionTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
