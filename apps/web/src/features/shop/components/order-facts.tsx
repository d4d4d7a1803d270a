import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, formatUGX, ugandaWallClock, type ShopOrder } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { DetailItem } from '../../../components/detail-item';
import { Money } from '../../../components/money';
import { PhoneText } from '../../../components/phone-text';
import { itemCount, itemsLabel, shortTime } from '../order-format';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography
        id={id}
        variant="overline"
        component="h2"
        sx={{ color: 'primary.dark', fontWeight: 700, lineHeight: 2 }}
      >
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {children}
      </Box>
    </Paper>
  );
}

const wide = { gridColumn: '1 / -1' } as const;

/** ISO time as DD-MM-YYYY HH:MM in Uganda's time. */
function dateTime(iso: string) {
  const eat = ugandaWallClock(new Date(iso)).toISOString();
  return `${formatDate(iso)} ${eat.slice(11, 16)}`;
}

/** The order, the customer and the amounts of an order (SPEC 2, 3). */
export function OrderFacts({ order }: { order: ShopOrder }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Section id="order-facts-order" title="Order">
        <DetailItem label="Order number">{order.orderNumber}</DetailItem>
        <DetailItem label="Items">{itemsLabel(itemCount(order))}</DetailItem>
        <DetailItem label="Date added">
          <DateText value={order.dateAdded} />
        </DetailItem>
        <DetailItem label="Time added">{shortTime(order.timeAdded)}</DetailItem>
        <Box sx={wide}>
          <DetailItem label="Last updated">
            <time dateTime={order.updatedAt}>{dateTime(order.updatedAt)}</time>
          </DetailItem>
        </Box>
      </Section>
      <Section id="order-facts-customer" title="Customer">
        <Box sx={wide}>
          <DetailItem label="Customer name">{order.displayName}</DetailItem>
        </Box>
        <Box sx={wide}>
          <DetailItem label="Contact">
            {order.contact ? <PhoneText phone={order.contact} link /> : null}
          </DetailItem>
        </Box>
        <Box sx={wide}>
          <DetailItem label="Address">{order.address}</DetailItem>
        </Box>
      </Section>
      <Section id="order-facts-payment" title="Payment and delivery">
        <DetailItem label="Subtotal">
          <Money amount={order.subTotal} />
        </DetailItem>
        <DetailItem label="Shipping fee">
          <Money amount={order.shippingFee} />
        </DetailItem>
        <Box sx={wide}>
          <DetailItem label="Amount">
            <Box component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              <Money amount={order.total} />
            </Box>
          </DetailItem>
        </Box>
        <DetailItem label="Payment method">{order.paymentMethod}</DetailItem>
        <DetailItem label="Delivery method">{order.deliveryMethod}</DetailItem>
      </Section>
    </Box>
  );
}

type Change = ShopOrder['history'][number];

const FEE = /^shippingFee (\d+)$/;

/** 'Pending → Confirmed', 'Shipping fee UGX 5,000 → UGX 7,000' or the first status. */
function describeChange({ from, to }: Change) {
  const fee = FEE.exec(to);
  if (fee) {
    const before = from ? FEE.exec(from) : null;
    return `Shipping fee ${before ? `${formatUGX(Number(before[1]))} → ` : ''}${formatUGX(Number(fee[1]))}`;
  }
  return from ? `${from} → ${to}` : to;
}

/** Who changed what, when and why (the order's history, newest first; issue 36). */
export function OrderHistory({ order }: { order: ShopOrder }) {
  if (order.history.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-history" sx={{ p: 2 }}>
      <Typography id="order-history" variant="overline" component="h2" sx={{ fontWeight: 700 }}>
        History
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {[...order.history].reverse().map((change, index) => (
          <Typography component="li" variant="body2" key={`${change.at}-${index}`}>
            <time dateTime={change.at}>{dateTime(change.at)}</time>: {describeChange(change)}
            {change.by ? ` by ${change.by}` : ''}
            {change.reason ? (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                Reason: {change.reason}
              </Box>
            ) : null}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
