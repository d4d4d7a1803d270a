import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Income } from '@app/contract';
import { PagedTable } from '../../../components/paged-table';
import { tableQueryState } from '../../../components/list-status';
import { useCustomerIncomeTrace } from '../api/get-customer-income-trace';
import { incomeColumns as c, manageColumn } from './income-columns';
import { OrderFormDialog, orderOwner } from './order-form-dialog';

/** SPEC 9: the income and orders table of a profile shows 5 rows. */
export const CUSTOMER_ORDERS_PAGE = 5;

type DialogState = { open: boolean; order?: Income };

/** 'My Orders' on a customer's profile: their ledger entries, each correctable with Edit. */
export function CustomerOrdersTable({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const query = useCustomerIncomeTrace(customerId, page, CUSTOMER_ORDERS_PAGE);
  const columns = [
    c.date,
    c.receipt,
    c.product,
    c.amount,
    c.status,
    manageColumn((order) => setDialog({ open: true, order })),
  ];

  return (
    <Box component="section" aria-labelledby="my-orders-title">
      <Typography id="my-orders-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        My Orders
      </Typography>
      <PagedTable
        aria-label="My Orders"
        columns={columns}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={CUSTOMER_ORDERS_PAGE}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        {...tableQueryState(query)}
      />
      {dialog.order ? (
        <OrderFormDialog
          open={dialog.open}
          customer={orderOwner(dialog.order)}
          order={dialog.order}
          onClose={() => setDialog((d) => ({ ...d, open: false }))}
        />
      ) : null}
    </Box>
  );
}
