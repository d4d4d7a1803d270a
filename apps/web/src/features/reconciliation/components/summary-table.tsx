import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RECON_PROVIDER_LABELS, type ReconSummary } from '@app/contract';
import { Money } from '../../../components/money';
import { TableScrollBox } from '../../../components/table-scroll-box';

/** A provider's figures or the total's. */
export type SummaryFigures = Omit<ReconSummary['providers'][number], 'provider'>;

/** The summary's figures, each with its words, in the order the table and chart show them. */
export const SUMMARY_FIGURES = [
  { key: 'received', label: 'Received' },
  { key: 'matched', label: 'Matched' },
  { key: 'unmatched', label: 'Unmatched' },
  { key: 'difference', label: 'Difference' },
] as const;

export type SummaryFigure = (typeof SUMMARY_FIGURES)[number]['key'];

/** A figure in whole UGX (the difference is received less matched). */
export const figureAmount = (row: SummaryFigures, key: SummaryFigure): number =>
  key === 'difference' ? row.difference : row[key].amount;

const payments = (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'}`;

/**
 * A month's reconciliation by provider: received, matched, unmatched and the
 * difference (received less matched), figures down and providers across so
 * it fits a phone.
 */
export function SummaryTable({ summary }: { summary: ReconSummary }) {
  const columns = [
    ...summary.providers.map((p) => ({
      key: p.provider,
      label: RECON_PROVIDER_LABELS[p.provider],
      row: p as SummaryFigures,
    })),
    { key: 'total', label: 'Total', row: summary.total },
  ];
  return (
    <TableScrollBox label="Reconciliation summary">
      <Table
        size="small"
        aria-label="Reconciliation summary"
        sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 0 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Figure</TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} align="right">
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {SUMMARY_FIGURES.map((f) => (
            <TableRow key={f.key}>
              <TableCell component="th" scope="row">
                {f.label}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} align="right">
                  <Money amount={figureAmount(c.row, f.key)} />
                  {f.key === 'difference' ? null : (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {payments(c.row[f.key].count)}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollBox>
  );
}
