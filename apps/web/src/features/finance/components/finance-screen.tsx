import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Income } from '@app/contract';
import { useSectionSearch } from '../../../lib/search-context';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Sort } from '../../../components/paged-table';
import { tableQueryState } from '../../../components/list-status';
import { notifyError } from '../../../lib/notify-error';
import { useExportIncomeTrace } from '../api/export-income-trace';
import { useIncomeTrace } from '../api/get-income-trace';
import type { IncomeSort } from '../api/keys';
import { apiFilter, useLedgerParams } from '../ledger-params';
import { ledgerColumns } from './income-columns';
import { IncomeFilters } from './income-filters';
import { IncomeTotals } from './income-totals';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { lazyDialog } from '../../../components/lazy-dialog';

// The order form loads when first opened: the ledger opens without it.
const OrderFormDialog = lazyDialog(() =>
  import('./order-form-dialog').then((m) => m.OrderFormDialog),
);

/** SPEC 2 / 9: the Income trace table shows 10 rows a page. */
export const LEDGER_PAGE = 10;

export const EXPORT_FAILED = 'The CSV could not be downloaded, please try again';

type DialogState = { open: boolean; order?: Income };

/**
 * /finance/list: the Income trace ledger (SPEC 2, issue 7). Filters and sort
 * live in the URL; the top-bar search finds a customer name, phone or receipt.
 */
export function FinanceScreen() {
  useDocumentTitle('Finance');
  const term = useSectionSearch();
  const ledger = useLedgerParams();
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  // Any change of filters, sort or search starts again at the first page.
  const viewKey = `${ledger.viewKey}|${term}`;
  const [pageView, setPageView] = useState(viewKey);
  if (viewKey !== pageView) {
    setPageView(viewKey);
    setPage(0);
  }

  const filter = apiFilter(ledger.filter, term);
  const query = useIncomeTrace({
    filter,
    sort: ledger.sort,
    order: ledger.order,
    page,
    pageSize: LEDGER_PAGE,
  });
  const exporting = useExportIncomeTrace();
  const columns = ledgerColumns((order) => setDialog({ open: true, order }));

  const exportCsv = () =>
    exporting.mutate(filter, { onError: (error) => notifyError(error, EXPORT_FAILED) });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' } }}>
          <Typography variant="h5" component="h2">
            Income trace
          </Typography>
          {term ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Entries matching “{term}”
            </Typography>
          ) : null}
        </Box>
        <ExportCsvButton onClick={exportCsv} pending={exporting.isPending} />
        {/* Says what it adds; the form it opens is still 'Add Order' (SPEC 5). */}
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setDialog({ open: true })}
          sx={{ flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' }}
        >
          Add income entry
        </Button>
      </Box>
      <IncomeFilters
        filter={ledger.filter}
        onChange={ledger.setFilter}
        onClear={ledger.clearFilters}
      />
      <IncomeTotals totals={query.data?.totals} count={query.data?.count} />
      <PagedTable
        aria-label="Income trace"
        columns={columns}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={LEDGER_PAGE}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        sort={{ field: ledger.sort, order: ledger.order }}
        onSortChange={(sort: Sort) => ledger.setSort(sort.field as IncomeSort, sort.order)}
        columnsKey="income-trace"
        {...tableQueryState(query)}
      />
      <OrderFormDialog
        open={dialog.open}
        order={dialog.order}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </Box>
  );
}
