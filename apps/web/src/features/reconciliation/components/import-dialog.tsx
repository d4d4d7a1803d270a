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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ChangeEvent } from 'react';
import {
  RECON_MAX_FILE_BYTES,
  RECON_MESSAGES,
  RECON_PROVIDER_LABELS,
  RECON_PROVIDERS,
  reconMappingSchema,
  type ReconField,
  type ReconProvider,
} from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCreateImport } from '../api/create-import';
import { usePreviewStatement } from '../api/preview-statement';
import { ImportMapping, mappingValues, type MappingValues } from './import-mapping';
import { ImportProgress } from './import-progress';

type StatementFile = { name: string; content: string };

/** The mapping as the API takes it: an unchosen optional column is null. */
const mappingBody = (values: MappingValues) =>
  Object.fromEntries(Object.entries(values).map(([f, c]) => [f, c === '' ? null : c]));

/** Each field's message when the mapping is refused (a required column not chosen). */
function mappingErrors(values: MappingValues): Partial<Record<ReconField, string>> {
  const parsed = reconMappingSchema.safeParse(mappingBody(values));
  if (parsed.success) return {};
  const errors: Partial<Record<ReconField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ReconField;
    errors[field] ??= issue.message;
  }
  return errors;
}

type ImportDialogProps = { open: boolean; onClose: () => void };

/**
 * Import a statement (issue 25): the provider and a CSV file, read in the
 * browser and previewed by the API (nothing stored), the columns checked,
 * then Import: the file is uploaded and its progress shown until Done.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Import a statement</DialogTitle>
      {/* The dialog unmounts its content once closed: each opening starts afresh. */}
      <ImportSteps onClose={onClose} />
    </Dialog>
  );
}

function ImportSteps({ onClose }: { onClose: () => void }) {
  const [provider, setProvider] = useState<ReconProvider>('MTN');
  const [file, setFile] = useState<StatementFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [values, setValues] = useState<MappingValues | null>(null);
  const [checked, setChecked] = useState(false);
  const [importId, setImportId] = useState<number | undefined>(undefined);
  // One key per upload attempt: a new file or column choice is another upload.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const preview = usePreviewStatement();
  const create = useCreateImport();

  const askPreview = (next: ReconProvider, statement: StatementFile) => {
    setValues(null);
    setChecked(false);
    setIdempotencyKey(newIdempotencyKey());
    create.reset();
    preview.mutate(
      { provider: next, fileName: statement.name, content: statement.content },
      { onSuccess: (answer) => setValues(mappingValues(answer)) },
    );
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.size > RECON_MAX_FILE_BYTES) {
      setFileError(RECON_MESSAGES.fileTooLarge);
      return;
    }
    setFileError(null);
    const statement = { name: chosen.name, content: await chosen.text() };
    setFile(statement);
    askPreview(provider, statement);
  };

  const chooseProvider = (next: ReconProvider) => {
    setProvider(next);
    if (file) askPreview(next, file);
  };

  const errors = values && checked ? mappingErrors(values) : {};
  const startImport = () => {
    if (!file || !values) return;
    setChecked(true);
    const parsed = reconMappingSchema.safeParse(mappingBody(values));
    if (!parsed.success) return;
    create.mutate(
      {
        body: { provider, fileName: file.name, content: file.content, mapping: parsed.data },
        idempotencyKey,
      },
      { onSuccess: (row) => setImportId(row.id) },
    );
  };

  if (importId !== undefined) {
    return (
      <>
        <DialogContent>
          <ImportProgress id={importId} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    );
  }

  const answer = preview.isSuccess && values ? preview.data : undefined;
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', pt: 1 }}>
          <TextField
            select
            size="small"
            label="Provider"
            value={provider}
            onChange={(event) => chooseProvider(event.target.value as ReconProvider)}
            sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: 'none' } }}
          >
            {RECON_PROVIDERS.map((p) => (
              <MenuItem key={p} value={p}>
                {RECON_PROVIDER_LABELS[p]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFile />}
            sx={{ flex: { xs: '1 1 100%', sm: 'none' } }}
          >
            {file ? 'Choose another file' : 'Choose the CSV file'}
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label="Statement file (CSV)"
              hidden
              onChange={(event) => void chooseFile(event)}
            />
          </Button>
          {file ? (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {file.name}
            </Typography>
          ) : null}
        </Box>
        {fileError ? <Alert severity="error">{fileError}</Alert> : null}
        {preview.isError ? <Alert severity="error">{errorMessage(preview.error)}</Alert> : null}
        {preview.isPending ? <CircularProgress aria-label="Reading the file" size={28} /> : null}
        {!file && !fileError ? (
          <Typography variant="body2" color="text.secondary">
            The statement export of the provider&apos;s business account, as CSV. Nothing is stored
            until you press Import.
          </Typography>
        ) : null}
        {answer && values ? (
          <ImportMapping
            preview={answer}
            values={values}
            errors={errors}
            onChange={(field, column) => {
              setValues((v) => (v ? { ...v, [field]: column } : v));
              setIdempotencyKey(newIdempotencyKey());
            }}
          />
        ) : null}
        {create.isError ? <Alert severity="error">{errorMessage(create.error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={startImport}
          disabled={!answer || create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Import
        </Button>
      </DialogActions>
    </>
  );
}
