import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RECON_FIELD_LABELS,
  RECON_FIELDS,
  RECON_MESSAGES,
  RECON_REQUIRED_FIELDS,
  type ReconField,
  type ReconPreview,
} from '@app/contract';
import { TableScrollBox } from '../../../components/table-scroll-box';

/** The column chosen for each field; '' is none. */
export type MappingValues = Record<ReconField, string>;

const REQUIRED = new Set<ReconField>(RECON_REQUIRED_FIELDS);

/** The preview's mapping as the selects hold it (a column the file lacks is dropped). */
export function mappingValues(preview: ReconPreview): MappingValues {
  const values = {} as MappingValues;
  for (const field of RECON_FIELDS) {
    const column = preview.mapping[field];
    values[field] = column && preview.headings.includes(column) ? column : '';
  }
  return values;
}

/**
 * Issue 36: the rows the status column leaves out (FAILED, PENDING,
 * REVERSED...), counted by the preview for its own choice of column; for
 * another column chosen here, the import counts them.
 */
function FailedRows({ preview, status }: { preview: ReconPreview; status: string }) {
  if (!status) return null;
  if (status !== preview.mapping.status)
    return (
      <Alert severity="info">
        Rows whose {status} is not a completed payment are left out and counted by the import.
      </Alert>
    );
  if (preview.failedRows === 0) return null;
  const words = preview.failedStatuses
    .map((s) => `${s.status || 'blank'}: ${s.rows.toLocaleString('en')}`)
    .join(', ');
  return (
    <Alert severity="warning">
      {RECON_MESSAGES.failedRows(preview.failedRows)} ({words}): a payment that did not complete is
      not money received.
    </Alert>
  );
}

type ImportMappingProps = {
  preview: ReconPreview;
  values: MappingValues;
  errors: Partial<Record<ReconField, string>>;
  onChange: (field: ReconField, column: string) => void;
};

/**
 * The statement as read (its first rows) and, for each field, the column it
 * is in: remembered from the provider's last import or guessed from the
 * headings. Transaction ID, date and amount must be chosen.
 */
export function ImportMapping({ preview, values, errors, onChange }: ImportMappingProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="body2">
        {preview.totalRows} {preview.totalRows === 1 ? 'row' : 'rows'} in the file.{' '}
        {preview.mappingSource === 'remembered'
          ? 'Columns as at the last import of this provider: check them.'
          : 'Columns guessed from the headings: check them.'}
      </Typography>
      <FailedRows preview={preview} status={values.status} />
      <Box
        role="group"
        aria-label="Columns"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {RECON_FIELDS.map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={RECON_FIELD_LABELS[field]}
            required={REQUIRED.has(field)}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={!!errors[field]}
            helperText={errors[field]}
          >
            <MenuItem value="">
              <em>{REQUIRED.has(field) ? 'Choose a column' : 'Not in this file'}</em>
            </MenuItem>
            {preview.headings.map((heading) => (
              <MenuItem key={heading} value={heading}>
                {heading}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        First rows
      </Typography>
      <TableScrollBox label="Statement preview" sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label="Statement preview">
          <TableHead>
            <TableRow>
              {preview.headings.map((heading, i) => (
                <TableCell key={`${i}-${heading}`} sx={{ whiteSpace: 'nowrap' }}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row, r) => (
              <TableRow key={r}>
                {preview.headings.map((heading, i) => (
                  <TableCell key={`${i}-${heading}`} sx={{ whiteSpace: 'nowrap' }}>
                    {row[i] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollBox>
    </Box>
  );
}
