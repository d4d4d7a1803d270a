import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  RECON_PROVIDER_LABELS,
  RECON_PROVIDERS,
  type ReconMatchState,
  type ReconProvider,
} from '@app/contract';
import { lazyDialog } from '../../../components/lazy-dialog';
import { SectionTabs, type SectionTab } from '../../../components/section-tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlParams } from '../../../lib/use-url-params';
import { currentMonth, isMonth, monthLabel, recentMonths } from '../month';
import { PaymentList } from './payment-list';
import { SummarySection } from './summary-section';
import { UnbackedList } from './unbacked-list';

// The import dialog loads when first opened: the screen opens without it.
const ImportDialog = lazyDialog(() => import('./import-dialog').then((m) => m.ImportDialog));

type View = 'matched' | 'suggested' | 'unmatched' | 'unbacked';

export const RECON_VIEWS: readonly SectionTab<View>[] = [
  { key: 'matched', label: 'Matched' },
  { key: 'suggested', label: 'Suggested' },
  { key: 'unmatched', label: 'Unmatched' },
  { key: 'unbacked', label: 'Paid without payment' },
];

const STATE_OF: Record<Exclude<View, 'unbacked'>, ReconMatchState> = {
  matched: 'Matched',
  suggested: 'Suggested',
  unmatched: 'Unmatched',
};

/** Months offered: this one and the two years before it. */
const MONTHS_BACK = 24;

const isProvider = (value: string | null): value is ReconProvider =>
  (RECON_PROVIDERS as readonly string[]).includes(value ?? '');

/**
 * /finance/reconciliation (issue 25): statements of MTN MoMo and Airtel Money
 * imported and matched with the ledger. A month (this Kampala month by
 * default) and a provider choose what the summary and the lists show; the
 * month, provider and list are kept in the URL (?month=&provider=&view=).
 */
export function ReconciliationScreen() {
  useDocumentTitle('Reconciliation');
  const [params, update] = useUrlParams();
  const [importing, setImporting] = useState(false);
  const now = currentMonth();
  const asked = params.get('month');
  const month = isMonth(asked) && asked <= now ? asked : now;
  const providerParam = params.get('provider');
  const provider = isProvider(providerParam) ? providerParam : undefined;
  const view = RECON_VIEWS.find((v) => v.key === params.get('view'))?.key ?? 'matched';
  const months = recentMonths(now, MONTHS_BACK);
  if (!months.includes(month)) months.push(month);

  const set = (key: string, value: string | undefined) =>
    update((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h2" sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' } }}>
          Mobile money reconciliation
        </Typography>
        <TextField
          select
          size="small"
          label="Month"
          value={month}
          onChange={(event) => set('month', event.target.value)}
          sx={{ flex: { xs: '1 1 140px', sm: 'none' }, minWidth: { xs: 0, sm: 170 } }}
        >
          {months.map((m) => (
            <MenuItem key={m} value={m}>
              {monthLabel(m)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Provider"
          value={provider ?? ''}
          onChange={(event) => set('provider', event.target.value || undefined)}
          sx={{ flex: { xs: '1 1 140px', sm: 'none' }, minWidth: { xs: 0, sm: 160 } }}
        >
          <MenuItem value="">All providers</MenuItem>
          {RECON_PROVIDERS.map((p) => (
            <MenuItem key={p} value={p}>
              {RECON_PROVIDER_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<UploadFile />}
          onClick={() => setImporting(true)}
          sx={{ flex: { xs: '1 1 100%', sm: 'none' } }}
        >
          Import statement
        </Button>
      </Box>
      <SummarySection month={month} />
      <SectionTabs
        id="recon"
        tabs={RECON_VIEWS}
        value={view}
        onChange={(next) => set('view', next)}
        label="Payments"
      >
        {view === 'unbacked' ? (
          <UnbackedList month={month} />
        ) : (
          <PaymentList state={STATE_OF[view]} month={month} provider={provider} />
        )}
      </SectionTabs>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Box>
  );
}
