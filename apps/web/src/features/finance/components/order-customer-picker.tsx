import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { formatName, formatPhone, type Customer } from '@app/contract';
import { SearchPicker } from '../../../components/search-picker';
import { MIN_SEARCH_LENGTH } from '../../../lib/search-context';
import { orderCustomerSearchQueryOptions } from '../api/search-order-customers';
import type { OrderFormValues } from './order-form';

/** What the picker shows of a customer (a search answer, or an entry's nested User). */
export type CustomerOption = Pick<Customer, 'id' | 'firstname' | 'lastname' | 'phonenumber'> &
  Partial<Pick<Customer, 'address'>>;

export const customerLabel = (c: CustomerOption) =>
  `${formatName(c.firstname, c.lastname)} · ${formatPhone(c.phonenumber)}`;

type OrderCustomerPickerProps = {
  control: Control<OrderFormValues>;
  /** The customer already chosen (editing an entry). */
  initial?: CustomerOption | null;
};

/** The order form's customer (required): a search by name or phone, 3+ characters. */
export function OrderCustomerPicker({ control, initial = null }: OrderCustomerPickerProps) {
  const { field, fieldState } = useController({ control, name: 'user_id' });
  const [picked, setPicked] = useState<CustomerOption | null>(initial);

  return (
    <SearchPicker
      label="Customer"
      field={field}
      required
      error={fieldState.error?.message}
      // The chosen customer's whole address: the ledger's row cuts it to one line.
      helperText={picked?.address ? `Address: ${picked.address}` : 'Search by name or phone number'}
      value={picked}
      onChange={(customer) => {
        setPicked(customer);
        field.onChange(customer ? customer.id : null);
      }}
      search={orderCustomerSearchQueryOptions}
      optionLabel={customerLabel}
      noOptionsText={(term) =>
        term.length >= MIN_SEARCH_LENGTH
          ? 'No customer found'
          : 'Type 3 or more characters of a name or phone number'
      }
      renderOption={(customer) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{customerLabel(customer)}</Typography>
          {customer.address ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {customer.address}
            </Typography>
          ) : null}
        </Box>
      )}
    />
  );
}
