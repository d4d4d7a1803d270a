import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Payment } from '@app/contract';
import { tableQueryState } from '../../../components/list-status';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable } from '../../../components/paged-table';
import { notifyError } from '../../../lib/notify-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useExportPayments } from '../api/export-payments';
import { usePayments } from '../api/get-payments';
import { usePaymentParams } from '../payment-params';
import { paymentColumns } from './payment-columns';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { PaymentFilters } from './payment-filters';

/** Requests a page of the list shows. */
export const PAYMENTS_PAGE = 20;

export const PAYMENTS_EXPORT_FAILED = 'The CSV could not be downloaded, please try again';

/**
 * /finance/payments (issue 43): every payment prompt sent to a customer's
 * phone, newest first, with its state; the filters live in the URL. A row
 * opens the request: its details, its timeline, Check now, and the local
 * stand-in's Accept and Decline.
 */
export function PaymentsScreen() {
  useDocumentTitle('Payments');
  const params = usePaymentParams();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Payment | null>(null);
  // Any change of filters starts again at the first page.
  const [pageView, setPageView] = useState(params.viewKey);
  if (params.viewKey !== pageView) {
    setPageView(params.viewKey);
    setPage(0);
  }
  const query = usePayments({ filter: params.filter, page, pageSize: PAYMENTS_PAGE });
  const exporting = useExportPayments();
  const exportCsv = () =>
    exporting.mutate(params.filter, {
      onError: (error) => notifyError(error, PAYMENTS_EXPORT_FAILED),
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' } }}>
          <Typography variant="h5" component="h2">
            Payments
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Payment prompts sent to customers’ phones (MTN MoMo, Airtel Money)
          </Typography>
        </Box>
        <ExportCsvButton onClick={exportCsv} pending={exporting.isPending} />
      </Box>
      <PaymentFilters
        filter={params.filter}
        onChange={params.setFilter}
        onClear={params.clearFilters}
      />
      <PagedTable
        aria-label="Payment requests"
        columns={paymentColumns}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={PAYMENTS_PAGE}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        onRowClick={setOpen}
        columnsKey="payment-requests"
        {...tableQueryState(query)}
      />
      <PaymentDetailsDialog payment={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
