import Block from '@mui/icons-material/Block';
import TaskAlt from '@mui/icons-material/TaskAlt';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PAYROLL_MESSAGES, formatUGX, type Batch } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useApproveBatch } from '../api/approve-batch';
import { useCancelBatch } from '../api/cancel-batch';
import { CANCELLABLE, EXPORTABLE, EXPORTED_CANCELLABLE, takesPayments } from '../labels';
import { CancelExportedDialog } from './cancel-exported-dialog';
import { ExportButtons } from './export-buttons';
import { ResultsDialog } from './results-dialog';

export { EXPORT_FAILED } from './export-buttons';
export const OWN_DRAFT = 'You drafted this batch: another ADMIN must approve it.';
export const CANCELLED_AFTER_EXPORT =
  "Cancelled after its file was exported: the provider's results can still be recorded on it.";

/**
 * What can be done with a batch in its state: Approve (ADMIN, Draft; not
 * offered on one's own draft while two people approve), export the MTN
 * MoMo, Airtel Money or bank file (Approved, Exported), upload the
 * provider's result file (Exported, Partly paid, or cancelled after export)
 * and Cancel (Draft, Approved; Exported and Partly paid by an ADMIN only,
 * with the reason and what the provider did: issue 36).
 */
export function BatchActions({ batch }: { batch: Batch }) {
  const session = useSession();
  const admin = session?.user.role === 'ADMIN';
  const approve = useApproveBatch();
  const cancel = useCancelBatch();
  const [refusal, setRefusal] = useState<string>();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelExported, setCancelExported] = useState(false);
  const [uploading, setUploading] = useState(false);
  const ownDraft = batch.twoApprovers && batch.draftedById === session?.user.id;

  const doApprove = () => {
    setRefusal(undefined);
    approve.mutate(batch.id, {
      onSuccess: () => toast.success(PAYROLL_MESSAGES.approved(batch.number)),
      onError: (error) => {
        // The API says why (another ADMIN must approve, not a Draft any more).
        if (!(isApiError(error) && error.notified)) setRefusal(errorMessage(error));
      },
    });
  };

  const doCancel = () =>
    cancel.mutate(
      { id: batch.id },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          toast.success(PAYROLL_MESSAGES.cancelled(batch.number));
        },
        onError: (error) => {
          setConfirmCancel(false);
          notifyError(error);
        },
      },
    );

  const exportable = EXPORTABLE.includes(batch.state);
  const payable = takesPayments(batch);
  const exportedCancel = EXPORTED_CANCELLABLE.includes(batch.state);
  const cancellable = CANCELLABLE.includes(batch.state) || (exportedCancel && admin);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {batch.state === 'Draft' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          {admin && !ownDraft ? (
            <Button
              variant="contained"
              startIcon={
                approve.isPending ? <CircularProgress size={16} color="inherit" /> : <TaskAlt />
              }
              disabled={approve.isPending}
              onClick={doApprove}
            >
              Approve
            </Button>
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 200px' }}>
            {!admin
              ? 'An ADMIN approves this batch before it is exported.'
              : ownDraft
                ? OWN_DRAFT
                : 'Approve it to export the payment files.'}
          </Typography>
        </Box>
      ) : null}
      {refusal ? (
        <Alert severity="error" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      ) : null}
      {exportable ? <ExportButtons batch={batch} /> : null}
      {payable || cancellable ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {payable ? (
            <Button
              variant="contained"
              startIcon={<UploadFile />}
              onClick={() => setUploading(true)}
            >
              Upload result file
            </Button>
          ) : null}
          {cancellable ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<Block />}
              onClick={() => (exportedCancel ? setCancelExported(true) : setConfirmCancel(true))}
            >
              Cancel batch
            </Button>
          ) : null}
        </Box>
      ) : null}
      {exportedCancel && !admin ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {PAYROLL_MESSAGES.exportedCancelAdminOnly}
        </Typography>
      ) : null}
      {batch.state === 'Cancelled' && payable ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {CANCELLED_AFTER_EXPORT}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        title={`Cancel ${batch.number}?`}
        text={`Its ${batch.lineCount === 1 ? 'job' : `${batch.lineCount} jobs`} (${formatUGX(batch.total)}) go back to the unpaid list and can be batched again.`}
        confirmLabel="Cancel batch"
        cancelLabel="Keep it"
        danger
        busy={cancel.isPending}
        onConfirm={doCancel}
        onCancel={() => setConfirmCancel(false)}
      />
      <CancelExportedDialog
        open={cancelExported}
        batch={batch}
        onClose={() => setCancelExported(false)}
      />
      <ResultsDialog open={uploading} batch={batch} onClose={() => setUploading(false)} />
    </Box>
  );
}
