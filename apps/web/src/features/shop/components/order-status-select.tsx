import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SHOP_ORDER_STATUSES, type ShopOrderStatus } from '@app/contract';
import { StatusChip } from '../../../components/status-chip';

type OrderStatusSelectProps = {
  value: ShopOrderStatus;
  disabled?: boolean;
  onChange: (status: ShopOrderStatus) => void;
};

/** Any of the five statuses can be chosen (SPEC 4), each in its colour. */
export function OrderStatusSelect({ value, disabled, onChange }: OrderStatusSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value as ShopOrderStatus;
        if (next !== value) onChange(next);
      }}
      slotProps={{
        select: {
          renderValue: (status) => <StatusChip kind="shopOrder" value={String(status)} />,
        },
      }}
      sx={{ minWidth: 170 }}
    >
      {SHOP_ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          <StatusChip kind="shopOrder" value={status} />
        </MenuItem>
      ))}
    </TextField>
  );
}
