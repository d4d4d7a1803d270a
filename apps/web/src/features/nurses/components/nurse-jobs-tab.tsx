import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Nurse, NurseJob } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable } from '../../../components/paged-table';
import { tableQueryState } from '../../../components/list-status';
import { toast } from '../../../lib/toast';
import { useDeleteNurseJob } from '../api/delete-nurse-job';
import { useNurseJobs } from '../api/get-nurse-jobs';
import { NURSE_JOB_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';
import { useDebounced } from '../../../lib/use-debounced';
import { nurseJobColumns } from './nurse-job-columns';
import { NurseJobDialog } from './nurse-job-dialog';
import { ReviewDialog } from './review-dialog';

export const NURSE_JOBS_PAGE_SIZE = 10;

/** Which dialog; closing keeps the kind and job, so a closing dialog does not change face. */
type Open = { kind: 'add' | 'edit' | 'rate' | 'delete'; job?: NurseJob; open: boolean };

/** 'My Jobs' (SPEC 2): the nurse's jobs with search, Add Job, Edit, Rate and Delete. */
export function NurseJobsTab({ nurse }: { nurse: Nurse }) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Open>({ kind: 'add', open: false });
  const query = useNurseJobs(nurse.id, search, page, NURSE_JOBS_PAGE_SIZE);
  const remove = useDeleteNurseJob();
  const close = () => setDialog((d) => ({ ...d, open: false }));
  const show = (kind: Open['kind'], job?: NurseJob) => setDialog({ kind, job, open: true });
  const isOpen = (kind: Open['kind']) => dialog.open && dialog.kind === kind;

  const columns = nurseJobColumns({
    onRate: (job) => show('rate', job),
    onEdit: (job) => show('edit', job),
    onDelete: (job) => show('delete', job),
  });

  const confirmDelete = (job: NurseJob) =>
    remove.mutate(job, {
      onSuccess: () => {
        toast.success(NURSE_JOB_MSG.deleted);
        close();
      },
      onError: (error) => {
        close();
        notifyFailure(NURSE_JOB_MSG.deleteFailed, error);
      },
    });

  const { job } = dialog;

  return (
    <Box component="section" aria-labelledby="my-jobs-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id="my-jobs-title" variant="h6" component="h3" sx={{ flex: 1 }}>
          My Jobs
        </Typography>
        <TextField
          size="small"
          label="Search jobs"
          placeholder="Card number or client"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(0);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => show('add')}>
          Add Job
        </Button>
      </Box>
      <PagedTable
        aria-label="My Jobs"
        columns={columns}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={NURSE_JOBS_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        columnsKey="nurse-jobs"
        {...tableQueryState(query)}
      />
      <NurseJobDialog
        open={isOpen('add') || isOpen('edit')}
        nurse={nurse}
        job={dialog.kind === 'edit' ? job : undefined}
        onClose={close}
      />
      <ReviewDialog
        open={isOpen('rate')}
        job={dialog.kind === 'rate' ? job : undefined}
        onClose={close}
      />
      <ConfirmDialog
        open={isOpen('delete')}
        title="Delete nurse job?"
        text={job ? `The booking on ${job.care_card_number} will be removed.` : undefined}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => (job ? confirmDelete(job) : undefined)}
        onCancel={close}
      />
    </Box>
  );
}
