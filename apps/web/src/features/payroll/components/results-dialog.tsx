import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  MAX_RESULT_FILE_CHARS,
  PAYOUT_EXPORT_FORMATS,
  PAYROLL_MESSAGES,
  type Batch,
  type PayoutExportFormat,
  type ResultsAnswer,
} from '@app/contract';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../lib/toast';
import { useUploadResults } from '../api/upload-results';
import { EXPORT_FORMAT_LABEL } from '../labels';
import { PayrollForm, useProblem } from './payroll-form';

export const FILE_TOO_LARGE = 'The result file is too large';
export const FILE_UNREADABLE = 'The file could not be read';

type ResultsDialogProps = { open: boolean; batch: Batch; onClose: () => void };

/**
 * "Upload result file": the provider's CSV after a bulk payment, read in the
 * browser and sent as text; then what it did (paid, failed, unknown
 * references, already paid) and the rows it could not apply.
 */
export function ResultsDialog({ open, batch, onClose }: ResultsDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} fullScreenOnPhone={false}>
      {open ? <ResultsForm batch={batch} /> : null}
    </FormDialog>
  );
}

function ResultsForm({ batch }: Pick<ResultsDialogProps, 'batch'>) {
  const upload = useUploadResults();
  const [format, setFormat] = useState<PayoutExportFormat>('mtn');
  const [file, setFile] = useState<File | null>(null);
  const { problem, setProblem, refused } = useProblem();
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
        onError: refused,
      },
    );
  };

  return (
    <PayrollForm
      title="Upload result file"
      dirty={!!file && !answer}
      busy={upload.isPending}
      closeLabel={answer ? 'Close' : 'Cancel'}
      submitLabel="Upload"
      submitDisabled={!file}
      noSubmit={!!answer}
      problem={problem}
      onSubmit={() => void submit()}
    >
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
    </PayrollForm>
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
