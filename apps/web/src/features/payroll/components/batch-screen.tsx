import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROVIDER_OUTCOME_LABEL, type Batch } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { DetailItem } from '../../../components/detail-item';
import { useDetailId } from '../../../components/detail-screen';
import { Money } from '../../../components/money';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBatch } from '../api/get-batch';
import { BatchActions } from './batch-actions';
import { BatchLines } from './batch-lines';
import { BatchStateChip } from './state-chip';

export const BATCH_NOT_FOUND = 'This payout batch could not be loaded';

/** /finance/payroll/batches/:id: one payout batch, its lines and what can be done with it. */
export function PayoutBatchScreen() {
  const id = useDetailId();
  const valid = Number.isInteger(id) && id > 0;
  const query = useBatch(valid ? id : 0);
  useDocumentTitle('Payroll', query.data?.number);

  let body: ReactNode;
  if (!valid || query.isError) {
    body = (
      <Alert severity="error">
        {valid ? errorMessage(query.error, BATCH_NOT_FOUND) : BATCH_NOT_FOUND}
      </Alert>
    );
  } else if (!query.data) {
    body = (
      <Box aria-busy="true" aria-label="Loading payout batch" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  } else {
    body = <BatchDetail batch={query.data} />;
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Button
        component={Link}
        to={paths.financePayroll}
        startIcon={<ArrowBack />}
        sx={{ justifySelf: 'start' }}
      >
        Payroll
      </Button>
      {body}
    </Box>
  );
}

function BatchDetail({ batch }: { batch: Batch }) {
  return (
    <>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="batch-title"
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography
            id="batch-title"
            variant="h5"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {batch.number}
          </Typography>
          <BatchStateChip state={batch.state} />
          <Typography variant="h6" component="p" sx={{ ml: 'auto' }}>
            <Money amount={batch.total} />
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <DetailItem label="Lines">{batch.lineCount}</DetailItem>
          <DetailItem label="Drafted by">
            <Who name={batch.draftedByName} at={batch.createdAt} />
          </DetailItem>
          <DetailItem label="Approved by">
            {batch.approvedByName ? (
              <Who name={batch.approvedByName} at={batch.approvedAt} />
            ) : null}
          </DetailItem>
          <DetailItem label="Approval">
            {batch.twoApprovers ? 'Two people: another ADMIN approves' : 'One ADMIN may approve'}
          </DetailItem>
          {batch.exportedAt ? (
            <DetailItem label="Exported by">
              <Who name={batch.exportedByName} at={batch.exportedAt} />
            </DetailItem>
          ) : null}
          {batch.paidAt ? (
            <DetailItem label="Settled">
              <DateText value={batch.paidAt} />
            </DetailItem>
          ) : null}
          {batch.cancelledAt ? (
            <DetailItem label="Cancelled by">
              <Who name={batch.cancelledByName} at={batch.cancelledAt} />
            </DetailItem>
          ) : null}
          {batch.providerOutcome ? (
            <DetailItem label="The provider">
              {PROVIDER_OUTCOME_LABEL[batch.providerOutcome]}
            </DetailItem>
          ) : null}
          {batch.cancelReason ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <DetailItem label="Why cancelled">{batch.cancelReason}</DetailItem>
            </Box>
          ) : null}
          {batch.note ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <DetailItem label="Note">{batch.note}</DetailItem>
            </Box>
          ) : null}
        </Box>
        <BatchActions batch={batch} />
      </Paper>
      <BatchLines batch={batch} />
    </>
  );
}

function Who({ name, at }: { name: string | null; at: string | null }) {
  return (
    <>
      {name ?? 'Unknown'}
      {at ? (
        <>
          {', '}
          <DateText value={at} />
        </>
      ) : null}
    </>
  );
}
