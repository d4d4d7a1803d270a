import ArrowBack from '@mui/icons-material/ArrowBack';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SHOP_MESSAGES, orderChangeNeedsReason, type ShopOrder } from '@app/contract';
import { usePrint } from '../../../components/print-area';
import { StatusChip } from '../../../components/status-chip';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import type { OrderChange } from '../api/update-order';
import { useSettings } from '../api/get-settings';
import { ORDER_TABS } from '../order-format';
import { useOrderChange } from '../use-order-change';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { OrderFacts, OrderHistory } from './order-facts';
import { OrderItemsTable } from './order-items-table';
import { OrderPrint } from './order-print';
import { OrderStatusSelect } from './order-status-select';
import { ShippingFeeDialog } from './shipping-fee-dialog';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPaymentPart } from '../../../lib/request-payment-slot';

/** Back to the tab the order is listed under. */
function listFor(order: ShopOrder | undefined) {
  const status = order?.status;
  const tab = ORDER_TABS.find((t) => t === status);
  return tab ? `${paths.shopOrders}?status=${tab.toLowerCase()}` : paths.shopOrders;
}

/** /shop/orders/:id (SPEC 2): one order, its status, shipping fee, items and Print. */
export function ShopOrderDetailScreen() {
  const { id = '' } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useOrder(orderId);
  useDocumentTitle('Shop orders', query.data && `Order ${query.data.orderNumber}`);

  let body;
  if (!valid || query.isError) {
    const notFound = !valid || (isApiError(query.error) && query.error.status === 404);
    body = (
      <Alert severity="error">
        {notFound ? SHOP_MESSAGES.notFound : errorMessage(query.error)}
      </Alert>
    );
  } else if (!query.data) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading order">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  } else {
    body = <OrderDetail order={query.data} />;
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      <Button component={Link} to={listFor(query.data)} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        All orders
      </Button>
      {body}
    </Box>
  );
}

function OrderDetail({ order }: { order: ShopOrder }) {
  const { change, busy } = useOrderChange(order);
  const settings = useSettings();
  const { printing, print } = usePrint();
  const RequestPayment = useRequestPaymentPart();
  const [editingFee, setEditingFee] = useState(false);
  // Issue 36: a change that asks for a reason first waits here.
  const [confirming, setConfirming] = useState<OrderChange | null>(null);
  const request = (body: OrderChange, onSaved?: () => void) => {
    if (orderChangeNeedsReason(order.status, body)) setConfirming(body);
    else change(body, onSaved);
  };

  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            Order {order.orderNumber}
          </Typography>
          <StatusChip kind="shopOrder" value={order.status} variant="filled" />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <OrderStatusSelect
            value={order.status}
            disabled={busy}
            onChange={(status) => request({ key: 'status', value: status })}
          />
          <Button
            variant="outlined"
            startIcon={<LocalShippingOutlined />}
            disabled={busy}
            onClick={() => setEditingFee(true)}
          >
            Update Shipping Fee
          </Button>
          {RequestPayment ? (
            <RequestPayment
              target="order"
              targetId={order.id}
              disabled={order.status === 'Cancelled'}
            />
          ) : null}
          <Button
            variant="contained"
            startIcon={<Print />}
            disabled={settings.isPending}
            onClick={print}
          >
            Print
          </Button>
        </Box>
      </Paper>
      <OrderFacts order={order} />
      <OrderItemsTable order={order} />
      <OrderHistory order={order} />
      <ShippingFeeDialog
        open={editingFee}
        order={order}
        busy={busy}
        onClose={() => setEditingFee(false)}
        onSave={(fee) => request({ key: 'shippingFee', value: fee }, () => setEditingFee(false))}
      />
      <ConfirmChangeDialog
        change={confirming}
        order={order}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={(reason) => {
          if (!confirming) return;
          change({ ...confirming, reason }, () => {
            setConfirming(null);
            setEditingFee(false);
          });
        }}
      />
      {printing ? <OrderPrint order={order} settings={settings.data} /> : null}
    </Stack>
  );
}
