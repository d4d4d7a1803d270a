import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import {
  FORMAT_NETWORK,
  formatPhone,
  mismatchedNumber,
  mobileNetworkOf,
  PAYOUT_EXPORT_FORMATS,
  PAYROLL_MESSAGES,
  type Batch,
  type BatchLine,
  type PayoutExportFormat,
} from '@app/contract';
import { notifyError } from '../../../lib/notify-error';
import { useExportBatch } from '../api/export-batch';
import { EXPORT_FORMAT_LABEL } from '../labels';

export const EXPORT_FAILED = 'The payment file could not be downloaded, please try again';

type Asking = { format: PayoutExportFormat; lines: BatchLine[]; elsewhere: BatchLine[] };

/**
 * The MTN MoMo, Airtel Money and bank file buttons. Issue 36: before an MTN
 * or Airtel file, the pending lines whose number is of the other network are
 * listed; the file leaves them out unless they are included.
 */
export function ExportButtons({ batch }: { batch: Batch }) {
  const exporting = useExportBatch();
  const [asking, setAsking] = useState<Asking | null>(null);
  const titleId = useId();

  const run = (format: PayoutExportFormat, includeMismatched = false) => {
    setAsking(null);
    exporting.mutate(
      { id: batch.id, number: batch.number, format, includeMismatched },
      { onError: (error) => notifyError(error, EXPORT_FAILED) },
    );
  };
  const start = (format: PayoutExportFormat) => {
    const pending = batch.lines.filter((line) => line.state === 'Pending');
    // already carried by a file of another kind: never in this one
    const elsewhere = pending.filter((l) => l.exportedAs !== null && l.exportedAs !== format);
    const lines = pending.filter(
      (line) => !elsewhere.includes(line) && mismatchedNumber(format, line.msisdn),
    );
    if (lines.length || elsewhere.length) setAsking({ format, lines, elsewhere });
    else run(format);
  };
  const file = asking ? FORMAT_NETWORK[asking.format]! : 'MTN';

  return (
    <>
      <Box
        role="group"
        aria-label="Export payment file"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {PAYOUT_EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<Download />}
            disabled={exporting.isPending}
            onClick={() => start(format)}
          >
            {EXPORT_FORMAT_LABEL[format]}
          </Button>
        ))}
      </Box>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>
          {asking?.lines.length ? 'Numbers of another network' : 'Lines already in another file'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          {asking?.elsewhere.length ? (
            <>
              <Alert severity="info">
                {PAYROLL_MESSAGES.inOtherFile(
                  asking.elsewhere.length,
                  EXPORT_FORMAT_LABEL[asking.elsewhere[0]!.exportedAs!],
                )}
              </Alert>
              <Box component="ul" aria-label="Lines already in another file" sx={{ m: 0, pl: 3 }}>
                {asking.elsewhere.map((line) => (
                  <li key={line.id}>
                    {line.nurseName}, {line.reference} ({EXPORT_FORMAT_LABEL[line.exportedAs!]})
                  </li>
                ))}
              </Box>
            </>
          ) : null}
          {asking?.lines.length ? (
            <Alert severity="warning">
              {PAYROLL_MESSAGES.otherNetwork(
                asking?.lines.length ?? 0,
                asking ? EXPORT_FORMAT_LABEL[asking.format] : '',
                file === 'MTN' ? 'Airtel' : 'MTN',
              )}
            </Alert>
          ) : null}
          {asking?.lines.length ? (
            <Box component="ul" aria-label="Lines of another network" sx={{ m: 0, pl: 3 }}>
              {asking.lines.map((line) => (
                <li key={line.id}>
                  {line.nurseName}, {formatPhone(line.msisdn)} ({mobileNetworkOf(line.msisdn)}),{' '}
                  {line.reference}
                </li>
              ))}
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setAsking(null)}>Cancel</Button>
          <Button variant="outlined" onClick={() => asking && run(asking.format)}>
            {asking?.lines.length ? 'Leave them out' : 'Download without them'}
          </Button>
          {asking?.lines.length ? (
            <Button
              variant="contained"
              color="warning"
              onClick={() => asking && run(asking.format, true)}
            >
              Include them
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}
