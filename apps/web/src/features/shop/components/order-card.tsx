import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link } from 'react-router';
import type { ShopOrder } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PhoneText } from '../../../components/phone-text';
import { StatusChip, statusColor } from '../../../components/status-chip';
import { pathTo } from '../../../config/paths';
import { chipColors } from '../../../theme';
import { itemCount, itemsLabel, shortTime } from '../order-format';

const areas = {
  xs: `"number number" "customer customer" "date items" "total action"`,
  md: `"number customer date items total action"`,
} as const;

/** One order in the list, tinted and edged in its status colour (SPEC 4). */
export function OrderCard({ order }: { order: ShopOrder }) {
  const colour = chipColors[statusColor('shopOrder', order.status)];
  const titleId = `order-${order.id}-title`;
  return (
    <Box sx={{ width: '100%', px: { xs: 1, md: 1.5 }, py: 0.5 }}>
      <Paper
        component="article"
        variant="outlined"
        aria-labelledby={titleId}
        sx={{
          width: '100%',
          borderLeft: 6,
          borderLeftColor: colour,
          bgcolor: alpha(colour, 0.05),
          display: 'grid',
          gridTemplateAreas: areas,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr) auto',
            md: 'minmax(170px, 1.3fr) minmax(0, 2fr) minmax(110px, 1fr) 80px minmax(120px, 1fr) auto',
          },
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.75,
          px: 2,
          py: 1.5,
        }}
      >
        <Box
          sx={{
            gridArea: 'number',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {order.orderNumber}
          </Typography>
          <StatusChip kind="shopOrder" value={order.status} />
        </Box>
        <Box sx={{ gridArea: 'customer', minWidth: 0 }}>
          <Typography variant="body2" noWrap title={order.displayName} sx={{ fontWeight: 500 }}>
            {order.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            <PhoneText phone={order.contact} />
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'date' }}>
          <DateText value={order.dateAdded} /> {shortTime(order.timeAdded)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ gridArea: 'items', textAlign: { xs: 'right', md: 'left' } }}
        >
          {itemsLabel(itemCount(order))}
        </Typography>
        <Typography variant="subtitle2" component="p" sx={{ gridArea: 'total' }}>
          <Money amount={order.total} />
        </Typography>
        <Box sx={{ gridArea: 'action', justifySelf: 'end' }}>
          <Button
            component={Link}
            to={pathTo.shopOrder(order.id)}
            variant="outlined"
            size="small"
            aria-label={`View Order ${order.orderNumber}`}
          >
            View Order
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
