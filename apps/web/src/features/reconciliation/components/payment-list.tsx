import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { ReconLine, ReconMatchState, ReconProvider } from '@app/contract';
import { useLines } from '../api/get-lines';
import { monthLabel } from '../month';
import { ListFrame } from './list-frame';
import { MatchedEntry } from './matched-entry';
import { PaymentCard } from './payment-card';
import { ReceiptDialog } from './receipt-dialog';
import { SuggestionList } from './suggestion-list';

const EMPTY: Record<ReconMatchState, string> = {
  Matched: 'No matched payments',
  Suggested: 'No payments waiting for a confirmation',
  Unmatched: 'No unmatched payments',
};

/** "Match to receipt…" and its dialog, for a payment no suggestion fits. */
function ReceiptAction({ line }: { line: ReconLine }) {
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={`Match ${line.transactionId} to a receipt`}
      >
        Match to receipt…
      </Button>
      <ReceiptDialog line={line} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

function LineActions({ line }: { line: ReconLine }) {
  if (line.matchState === 'Matched') return <MatchedEntry line={line} />;
  if (line.matchState === 'Suggested') {
    return (
      <>
        <SuggestionList line={line} />
        <ReceiptAction line={line} />
      </>
    );
  }
  return <ReceiptAction line={line} />;
}

type PaymentListProps = {
  state: ReconMatchState;
  month: string;
  provider: ReconProvider | undefined;
};

/** A month's payments in one match state, 20 a page, each with what can be done. */
export function PaymentList({ state, month, provider }: PaymentListProps) {
  const [page, setPage] = useState(0);
  // Another month, provider or state starts again at the first page.
  const viewKey = `${state}|${month}|${provider ?? ''}`;
  const [shownView, setShownView] = useState(viewKey);
  if (viewKey !== shownView) {
    setShownView(viewKey);
    setPage(0);
  }
  const query = useLines({ state, month, provider, page });
  return (
    <ListFrame
      query={query}
      empty={`${EMPTY[state]} in ${monthLabel(month)}.`}
      page={page}
      onPageChange={setPage}
      label={`${state} payments`}
    >
      {query.data?.rows.map((line) => (
        <PaymentCard key={line.id} line={line}>
          <LineActions line={line} />
        </PaymentCard>
      ))}
    </ListFrame>
  );
}
