import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MSG, formatDate, formatPhone, formatUGX, type ShopOrder } from '@app/contract';
import { PrintArea } from '../../../components/print-area';
import { serviceContactLine, type ServiceSettings } from '../../../lib/service-settings';
import { shortTime } from '../order-format';

const cell = { border: '1px solid #bbb', padding: '6px 8px', textAlign: 'left' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

type OrderPrintProps = { order: ShopOrder; settings: ServiceSettings | undefined };

/** ' Questions: <phone>, <e-mail>.' with what is set, nothing when neither is. */
function questions(s: ServiceSettings | undefined): string {
  const ways = [s?.servicePhone, s?.serviceEmail].filter(Boolean);
  return ways.length ? ` Questions: ${ways.join(', ')}.` : '';
}

/** The printed order (SPEC 9): the provider, the customer, the items and the totals in UGX. */
export function OrderPrint({ order, settings }: OrderPrintProps) {
  const rows = [
    ['Subtotal', order.subTotal],
    ['Shipping', order.shippingFee],
    ['Total', order.total],
  ] as const;
  return (
    <PrintArea>
      <Box sx={{ fontFamily: 'Roboto, Arial, sans-serif', fontSize: 13, color: '#000' }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 4,
            borderBottom: '2px solid #388E3C',
            pb: 1.5,
            mb: 2,
          }}
        >
          <Box>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
              {settings?.serviceName ?? 'Shop order'}
            </Typography>
            {serviceContactLine(settings) ? (
              <Typography variant="body2">{serviceContactLine(settings)}</Typography>
            ) : null}
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              Order {order.orderNumber}
            </Typography>
            <Typography variant="body2">
              {formatDate(order.dateAdded)} {shortTime(order.timeAdded)} · {order.status}
            </Typography>
          </Box>
        </Box>

        <Box sx={{ display: 'flex', gap: 4, mb: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" component="h2">
              Customer
            </Typography>
            <Typography variant="body2">{order.displayName}</Typography>
            <Typography variant="body2">{formatPhone(order.contact)}</Typography>
            <Typography variant="body2">{order.address ?? ''}</Typography>
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" component="h2">
              Payment and delivery
            </Typography>
            <Typography variant="body2">
              Payment: {order.paymentMethod ?? MSG.notAvailable}
            </Typography>
            <Typography variant="body2">
              Delivery: {order.deliveryMethod ?? MSG.notAvailable}
            </Typography>
          </Box>
        </Box>

        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={cell}>Product id</th>
              <th style={cell}>Item</th>
              <th style={num}>Quantity</th>
              <th style={num}>Price</th>
              <th style={num}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((p, index) => (
              <tr key={`${p.product_id}-${index}`}>
                <td style={cell}>{p.product_id}</td>
                <td style={cell}>{p.name}</td>
                <td style={num}>{p.quantity}</td>
                <td style={num}>{formatUGX(p.price)}</td>
                <td style={num}>{formatUGX(p.total_amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {rows.map(([label, amount]) => (
              <tr key={label} style={{ fontWeight: label === 'Total' ? 700 : 400 }}>
                <td style={{ ...num, border: 'none' }} colSpan={4}>
                  {label}
                </td>
                <td style={num}>{formatUGX(amount)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
        <Typography variant="body2" sx={{ mt: 4 }}>
          Thank you for your order.
          {questions(settings)}
        </Typography>
      </Box>
    </PrintArea>
  );
}
