import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  MAX_RESULT_FILE_CHARS,
  PAYOUT_EXPORT_FORMATS,
  PAYROLL_MESSAGES,
  type Batch,
  type PayoutExportFormat,
  type ResultsAnswer,
} from '@app/contract';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUploadResults } from '../api/upload-results';
import { EXPORT_FORMAT_LABEL } from '../labels';

export const FILE_TOO_LARGE = 'The result file is too large';
export const FILE_UNREADABLE = 'The file could not be read';

type ResultsDialogProps = { open: boolean; batch: Batch; onClose: () => void };

/**
 * "Upload result file": the provider's CSV after a bulk payment, read in the
 * browser and sent as text; then what it did (paid, failed, unknown
 * references, already paid) and the rows it could not apply.
 */
export function ResultsDialog({ open, batch, onClose }: ResultsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open ? <ResultsForm titleId={titleId} batch={batch} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ResultsForm({
  titleId,
  batch,
  onClose,
}: Omit<ResultsDialogProps, 'open'> & { titleId: string }) {
  const upload = useUploadResults();
  const [format, setFormat] = useState<PayoutExportFormat>('mtn');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [answer, setAnswer] = useState<ResultsAnswer>();

  const submit = async () => {
    if (!file) return;
    setProblem(undefined);
    let content: string;
    try {
      content = await file.text();
    } catch {
      setProblem(FILE_UNREADABLE);
      return;
    }
    if (!content.trim()) return setProblem(PAYROLL_MESSAGES.resultsEmpty);
    if (content.length > MAX_RESULT_FILE_CHARS) return setProblem(FILE_TOO_LARGE);
    upload.mutate(
      { batchId: batch.id, body: { format, content } },
      {
        onSuccess: (result) => {
          setAnswer(result);
          toast.success(PAYROLL_MESSAGES.resultsApplied(result.paid, result.failed));
        },
        onError: (error) => {
          if (!(isApiError(error) && error.notified)) setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogTitle id={titleId}>Upload result file</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {answer ? (
          <ResultsSummary answer={answer} />
        ) : (
          <>
            <Typography variant="body2">
              The provider's report of the bulk payment of {batch.number}: each row's reference,
              status and transaction id mark its line paid or failed.
            </Typography>
            <TextField
              select
              size="small"
              label="File layout"
              value={format}
              onChange={(event) => setFormat(event.target.value as PayoutExportFormat)}
            >
              {PAYOUT_EXPORT_FORMATS.map((f) => (
                <MenuItem key={f} value={f}>
                  {EXPORT_FORMAT_LABEL[f]}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Button component="label" variant="outlined" startIcon={<UploadFile />}>
                Choose CSV file
                <input
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="Result file"
                  hidden
                  onChange={(event) => {
                    setProblem(undefined);
                    setFile(event.target.files?.[0] ?? null);
                  }}
                />
              </Button>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {file ? file.name : 'No file chosen'}
              </Typography>
            </Box>
          </>
        )}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.isPending}>
          {answer ? 'Close' : 'Cancel'}
        </Button>
        {answer ? null : (
          <Button
            type="submit"
            variant="contained"
            disabled={!file || upload.isPending}
            startIcon={
              upload.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            Upload
          </Button>
        )}
      </DialogActions>
    </form>
  );
}

const COUNTS = [
  ['paid', 'Paid'],
  ['failed', 'Failed'],
  ['unknown', 'Unknown references'],
  ['alreadyPaid', 'Already paid'],
] as const;

function ResultsSummary({ answer }: { answer: ResultsAnswer }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="dl"
        aria-label="Result counts"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {COUNTS.map(([key, label]) => (
          <Box key={key}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {answer[key]}
            </Typography>
          </Box>
        ))}
      </Box>
      {answer.problems.length ? (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {answer.problems.length === 1
              ? '1 row not applied'
              : `${answer.problems.length} rows not applied`}
          </Typography>
          <Box component="ul" aria-label="Rows not applied" sx={{ m: 0, pl: 2 }}>
            {answer.problems.map((p) => (
              <li key={`${p.row}-${p.reference}`}>
                Row {p.row}
                {p.reference ? ` (${p.reference})` : ''}: {p.problem}
              </li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success">No row had a problem.</Alert>
      )}
    </Box>
  );
}
