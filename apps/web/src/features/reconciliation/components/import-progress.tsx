import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RECON_MESSAGES, type ReconImport } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import { importEnded, useImport } from '../api/get-import';
import { LEDGER_KEY, reconKeys } from '../api/keys';

/** How many rejected rows the result lists (the API keeps more). */
const SHOWN_ERRORS = 10;
const count = new Intl.NumberFormat('en');

/** How far an import is, 0 to 100: rows read while importing, all of them once matching. */
export function importPercent(row: ReconImport | undefined): number {
  if (!row || row.state === 'Queued') return 0;
  if (row.state === 'Importing') {
    return row.totalRows > 0
      ? Math.min(100, Math.round((row.processedRows / row.totalRows) * 100))
      : 0;
  }
  return 100;
}

function stepText(row: ReconImport | undefined): string {
  switch (row?.state) {
    case 'Importing':
      return row.totalRows > 0
        ? `Importing: ${count.format(row.processedRows)} of ${count.format(row.totalRows)} rows`
        : 'Importing: reading the file…';
    case 'Matching':
      return 'Matching the payments with the ledger…';
    case 'Done':
      return 'Done';
    case 'Failed':
      return 'Failed';
    default:
      return 'Waiting to start…';
  }
}

/** The figures of a finished import, each with its words. */
function Counts({ row }: { row: ReconImport }) {
  const figures: [string, number][] = [
    ['Added', row.added],
    ['Already imported', row.duplicates],
    ['Rejected', row.rejected],
    ['Money out, left out', row.skipped],
    ['Failed or reversed, left out', row.failed],
    ['Matched to a receipt', row.matched],
    ['With suggestions', row.suggested],
  ];
  return (
    <Box
      component="dl"
      aria-label="Import result"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
        '& dd': { m: 0, textAlign: 'right', fontWeight: 600 },
      }}
    >
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{count.format(value)}</dd>
        </Box>
      ))}
    </Box>
  );
}

/**
 * An import's progress, asked every 500 ms: Importing (rows read of all),
 * Matching, then Done with its counts (added, already imported, rejected
 * with the first row errors) or Failed with the reason.
 */
export function ImportProgress({ id }: { id: number }) {
  const query = useImport(id);
  const queryClient = useQueryClient();
  const row = query.data;
  const ended = importEnded(row);

  // The new payments (and the entries an exact match marked Paid) show at once.
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: reconKeys.all });
    void queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
  }, [ended, queryClient]);

  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const percent = importPercent(row);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography id="import-step" variant="body2" sx={{ mb: 1 }} aria-live="polite">
          {stepText(row)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby="import-step"
          color={row?.state === 'Failed' ? 'error' : 'primary'}
        />
      </Box>
      {row?.state === 'Failed' ? (
        <Alert severity="error">{row.failure ?? 'The import failed'}</Alert>
      ) : null}
      {row?.state === 'Done' ? (
        <>
          <Alert severity={row.rejected > 0 || row.failed > 0 ? 'warning' : 'success'}>
            {row.fileName}: {count.format(row.added)} new {row.added === 1 ? 'payment' : 'payments'}{' '}
            imported.
            {row.failed > 0 ? ` ${RECON_MESSAGES.failedRows(row.failed)}.` : ''}
          </Alert>
          <Counts row={row} />
          {row.errors.length > 0 ? (
            <Box>
              <Typography variant="subtitle2" component="h3">
                Rejected rows
              </Typography>
              <Box component="ul" aria-label="Rejected rows" sx={{ m: 0, pl: 2.5 }}>
                {row.errors.slice(0, SHOWN_ERRORS).map((e) => (
                  <li key={`${e.row}-${e.error}`}>
                    <Typography variant="body2">
                      Row {e.row}: {e.error}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
