import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { labelFor, type JobCard, type JobStatus, type OpenNurseJobChoice } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePrint } from '../../../components/print-area';
import { JobStatusChip } from '../../../components/job-status-chip';
import {
  RecordDialog,
  RecordDialogClose,
  RecordDialogPending,
  type ShownRecord,
} from '../../../components/record-dialog';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPaymentPart } from '../../../lib/request-payment-slot';
import { notifyError } from '../../../lib/notify-error';
import { WARNING_MS, toast } from '../../../lib/toast';
import { useDeleteJobCard } from '../api/delete-job-card';
import { useDownloadCareCard } from '../api/download-care-card';
import { useJobCard } from '../api/get-job-card';
import { useJobCardNurses } from '../api/get-job-card-nurses';
import { useUpdateJobCard } from '../api/update-job-card';
import { isOpenNurseJob } from '../job-status';
import { JOB_MSG } from '../messages';
import { JobCardActions } from './job-card-actions';
import { JobCardBooking } from './job-card-booking';
import { JobCardDetails } from './job-card-details';
import { FinalMoveDialog, isFinalMove, type FinalMove } from './job-card-final-move';
import { JobCardFormDialog } from './job-card-form-dialog';
import { JobCardNurses } from './job-card-nurses';
import { JobCardPrint } from './job-card-print';
import { JobCardTimeline } from './job-card-timeline';

type JobCardDialogProps = {
  /** The card to show; null keeps the dialog closed. */
  jobCardId: number | null;
  /** The row it was opened from, shown at once while the card loads. */
  initial?: JobCard;
  onClose: () => void;
};

/**
 * One job card with its status actions, Print, care card, Edit and Delete
 * (SPEC 2, 4): the visit's home (issue 37), with its nurses and their jobs,
 * its booking, invoice and receipt, and one timeline of what happened to it.
 */
export function JobCardDialog({ jobCardId, initial, onClose }: JobCardDialogProps) {
  return (
    <RecordDialog recordKey={jobCardId} initial={initial} onClose={onClose}>
      {(shown) => <JobCardView {...shown} onClose={onClose} />}
    </RecordDialog>
  );
}

type JobCardViewProps = ShownRecord<number, JobCard> & { onClose: () => void };

function JobCardView({ recordKey: id, initial, titleId, onClose }: JobCardViewProps) {
  const query = useJobCard(id, initial?.id === id ? initial : undefined);
  const nurses = useJobCardNurses(id);
  const update = useUpdateJobCard();
  const remove = useDeleteJobCard();
  const download = useDownloadCareCard();
  const { printing, print } = usePrint();
  const RequestPayment = useRequestPaymentPart();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A final move (Cancel or Complete Job) asks first, naming the card.
  const [asking, setAsking] = useState<FinalMove | null>(null);
  const card = query.data;
  useDocumentTitle('Job cards', card && `Job card ${card.care_card_number}`);

  if (!card) {
    return (
      <RecordDialogPending title="Job card" titleId={titleId} query={query} onClose={onClose} />
    );
  }

  // Completing or cancelling settles the open nurse jobs as chosen (issue 37).
  const openJobs = (nurses.data ?? []).filter(isOpenNurseJob);
  const move = (status: JobStatus, choice?: OpenNurseJobChoice) =>
    update.mutate(
      { id: card.id, body: choice ? { status, open_nurse_jobs: choice } : { status } },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(JOB_MSG.statusChanged[status], { autoHideDuration: WARNING_MS });
        },
        // A refused move (409) names the current status; the card reloads to show it.
        onError: (error) => {
          setAsking(null);
          notifyError(error);
        },
      },
    );

  const confirmDelete = () =>
    remove.mutate(card.id, {
      onSuccess: () => {
        toast.success(JOB_MSG.deleted);
        setDeleting(false);
        onClose();
      },
      onError: (error) => {
        setDeleting(false);
        if (!(isApiError(error) && error.notified)) toast.error(JOB_MSG.deleteFailed);
      },
    });

  const saveCareCard = () =>
    download.mutate(card, { onError: (error) => notifyError(error, JOB_MSG.downloadFailed) });

  return (
    <>
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, pr: 7 }}
      >
        <span>Job card {card.care_card_number}</span>
        <JobStatusChip status={card.status} variant="filled" />
      </DialogTitle>
      <RecordDialogClose onClose={onClose} />
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {labelFor('service', card.service)} for {card.client_name}
        </Typography>
        <JobCardDetails
          card={card}
          nurses={<JobCardNurses query={nurses} />}
          booking={<JobCardBooking bookingId={card.bookingId} onOpen={onClose} />}
          payment={
            RequestPayment ? (
              <RequestPayment
                target="jobcard"
                targetId={card.id}
                disabled={card.status === 'cancelled'}
              />
            ) : null
          }
        />
        <JobCardTimeline jobCardId={card.id} />
      </DialogContent>
      <JobCardActions
        card={card}
        busy={update.isPending || remove.isPending}
        downloading={download.isPending}
        onStatus={(status) => (isFinalMove(status) ? setAsking(status) : move(status))}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        onPrint={print}
        onDownload={saveCareCard}
      />
      <FinalMoveDialog
        move={asking}
        card={card}
        openJobs={openJobs}
        busy={update.isPending}
        onConfirm={move}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete Job?"
        text={`Job card ${card.care_card_number} will be removed from every list.`}
        confirmLabel="Delete Job"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
      <JobCardFormDialog
        open={editing}
        mode={{ kind: 'edit', card }}
        onClose={() => setEditing(false)}
      />
      {printing ? <JobCardPrint card={card} /> : null}
    </>
  );
}
