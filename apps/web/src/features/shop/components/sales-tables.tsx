import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableScrollBox } from '../../../components/table-scroll-box';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MSG, SHOP_ORDER_STATUSES, type SalesSummary } from '@app/contract';
import { Money } from '../../../components/money';
import { StatusChip } from '../../../components/status-chip';

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
/** The product id is left out on a phone: the name says it. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {note}
        </Typography>
      ) : null}
      <TableScrollBox label={title}>{children}</TableScrollBox>
    </Paper>
  );
}

/** Orders and their totals per status, every status listed (cancelled ones included). */
export function SalesByStatusTable({ byStatus }: { byStatus: SalesSummary['byStatus'] }) {
  const rows = SHOP_ORDER_STATUSES.map(
    (status) => byStatus.find((b) => b.status === status) ?? { status, orders: 0, total: 0 },
  );
  return (
    <Section
      id="sales-by-status"
      title="By status"
      note="Cancelled orders are not counted as sales."
    >
      <Table size="small" aria-labelledby="sales-by-status">
        <TableHead>
          <TableRow>
            <TableCell sx={head}>Status</TableCell>
            <TableCell sx={head} align="right">
              Orders
            </TableCell>
            <TableCell sx={head} align="right">
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.status}>
              <TableCell>
                <StatusChip kind="shopOrder" value={row.status} />
              </TableCell>
              <TableCell align="right">{row.orders}</TableCell>
              <TableCell align="right">
                <Money amount={row.total} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

/** What sold, best seller (by total) first. */
export function SalesByProductTable({ byProduct }: { byProduct: SalesSummary['byProduct'] }) {
  const rows = [...byProduct].sort((a, b) => b.total - a.total);
  return (
    <Section id="sales-by-product" title="By product">
      <Table size="small" aria-labelledby="sales-by-product">
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...head, ...wideOnly }}>Product id</TableCell>
            <TableCell sx={head}>Product</TableCell>
            <TableCell sx={head} align="right">
              Quantity
            </TableCell>
            <TableCell sx={head} align="right">
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                {MSG.noData}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.product_id}>
                <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>{row.product_id}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{row.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Money amount={row.total} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Section>
  );
}
