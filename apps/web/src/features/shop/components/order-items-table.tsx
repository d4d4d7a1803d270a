import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableScrollBox } from '../../../components/table-scroll-box';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatUGX, type ShopOrder } from '@app/contract';
import { Money } from '../../../components/money';

type Product = ShopOrder['products'][number];

/** The product's picture, or a placeholder when the shop sent none (or it fails to load). */
function ProductImage({ product }: { product: Product }) {
  return (
    <Avatar
      variant="rounded"
      src={product.product_image ?? undefined}
      alt={product.name}
      sx={{ width: 44, height: 44, bgcolor: 'grey.100', color: 'grey.500' }}
    >
      <Inventory2Outlined titleAccess="No image" />
    </Avatar>
  );
}

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
/** Columns a phone folds into the name cell. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { xs: 'block', sm: 'none' } } as const;
const footer = { color: 'text.primary', fontSize: 14 } as const;

/**
 * The items of an order (SPEC 2): image, product id, name, quantity, price and
 * line total, then subtotal, shipping fee and amount. On a phone the product
 * id, quantity and price go under the name.
 */
export function OrderItemsTable({ order }: { order: ShopOrder }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const totals = [
    ['Subtotal', order.subTotal],
    ['Shipping fee', order.shippingFee],
    ['Amount', order.total],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-items-title">
      <Typography id="order-items-title" variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        Items
      </Typography>
      <TableScrollBox label="Items">
        <Table size="small" aria-labelledby="order-items-title">
          <TableHead>
            <TableRow>
              <TableCell sx={head}>Image</TableCell>
              <TableCell sx={{ ...head, ...wideOnly }}>Product id</TableCell>
              <TableCell sx={head}>Name</TableCell>
              <TableCell sx={{ ...head, ...wideOnly }} align="right">
                Quantity
              </TableCell>
              <TableCell sx={{ ...head, ...wideOnly }} align="right">
                Price
              </TableCell>
              <TableCell sx={head} align="right">
                Total
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.products.map((product, index) => (
              <TableRow key={`${product.product_id}-${index}`}>
                <TableCell sx={{ width: 60 }}>
                  <ProductImage product={product} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>
                  {product.product_id}
                </TableCell>
                <TableCell>
                  {product.name}
                  <Typography variant="caption" color="text.secondary" sx={phoneOnly}>
                    {product.product_id} · {product.quantity} × {formatUGX(product.price)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {product.quantity}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  <Money amount={product.price} />
                </TableCell>
                <TableCell align="right">
                  <Money amount={product.total_amount} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            {totals.map(([label, amount]) => (
              <TableRow key={label}>
                <TableCell colSpan={phone ? 2 : 5} align="right" sx={footer}>
                  {label}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ ...footer, fontWeight: label === 'Amount' ? 700 : 400 }}
                >
                  <Money amount={amount} />
                </TableCell>
              </TableRow>
            ))}
          </TableFooter>
        </Table>
      </TableScrollBox>
    </Paper>
  );
}
