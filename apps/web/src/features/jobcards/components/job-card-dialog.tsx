import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { JobCard, JobStatus } from '@app/contract';
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
import { notifyError } from '../../../lib/notify-error';
import { WARNING_MS, toast } from '../../../lib/toast';
import { useDeleteJobCard } from '../api/delete-job-card';
import { useDownloadCareCard } from '../api/download-care-card';
import { useJobCard } from '../api/get-job-card';
import { useUpdateJobCard } from '../api/update-job-card';
import { JOB_MSG } from '../messages';
import { JobCardActions } from './job-card-actions';
import { JobCardDetails } from './job-card-details';
import { JobCardFormDialog } from './job-card-form-dialog';
import { JobCardPrint } from './job-card-print';

type JobCardDialogProps = {
  /** The card to show; null keeps the dialog closed. */
  jobCardId: number | null;
  /** The row it was opened from, shown at once while the card loads. */
  initial?: JobCard;
  onClose: () => void;
};

/** One job card with its status actions, Print, care card, Edit and Delete (SPEC 2, 4). */
export function JobCardDialog({ jobCardId, initial, onClose }: JobCardDialogProps) {
  return (
    <RecordDialog recordKey={jobCardId} initial={initial} onClose={onClose}>
      {(shown) => <JobCardView {...shown} onClose={onClose} />}
    </RecordDialog>
  );
}

type FinalMove = 'cancelled' | 'completed';
const isFinalMove = (status: JobStatus): status is FinalMove =>
  status === 'cancelled' || status === 'completed';

/** What Cancel Job and Complete Job ask, naming the card (issue 21). */
const FINAL_MOVE_TEXTS: Record<
  FinalMove,
  (card: JobCard) => {
    title: string;
    text: string;
    confirmLabel: string;
    cancelLabel: string;
    danger: boolean;
  }
> = {
  cancelled: (card) => ({
    title: `Cancel job card ${card.care_card_number}?`,
    text: `${card.service} for ${card.client_name}. A cancelled job cannot be started or completed again.`,
    confirmLabel: 'Cancel Job',
    cancelLabel: 'Keep job',
    danger: true,
  }),
  completed: (card) => ({
    title: `Complete job card ${card.care_card_number}?`,
    text: `${card.service} for ${card.client_name}. A completed job cannot be started or cancelled again.`,
    confirmLabel: 'Complete Job',
    cancelLabel: 'Not yet',
    danger: false,
  }),
};

type JobCardViewProps = ShownRecord<number, JobCard> & { onClose: () => void };

function JobCardView({ recordKey: id, initial, titleId, onClose }: JobCardViewProps) {
  const query = useJobCard(id, initial?.id === id ? initial : undefined);
  const update = useUpdateJobCard();
  const remove = useDeleteJobCard();
  const download = useDownloadCareCard();
  const { printing, print } = usePrint();
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

  const move = (status: JobStatus) =>
    update.mutate(
      { id: card.id, body: { status } },
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
        <JobStatusChip status={card.status} />
      </DialogTitle>
      <RecordDialogClose onClose={onClose} />
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {card.service} for {card.client_name}
        </Typography>
        <JobCardDetails card={card} />
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
      <ConfirmDialog
        open={asking !== null}
        {...FINAL_MOVE_TEXTS[asking ?? 'completed'](card)}
        busy={update.isPending}
        onConfirm={() => asking && move(asking)}
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
