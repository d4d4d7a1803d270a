import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { formatName, formatPhone, type Customer } from '@app/contract';
import { MIN_SEARCH_LENGTH } from '../../../app/shell/search-context';
import { useDebounced } from '../../../lib/use-debounced';
import { useOrderCustomerSearch } from '../api/search-order-customers';
import type { OrderFormValues } from './order-form';

/** Typing pauses this long before customers are searched for. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

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
  const [input, setInput] = useState(initial ? customerLabel(initial) : '');
  const term = useDebounced(input.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const showingPick = picked !== null && input === customerLabel(picked);
  const search = useOrderCustomerSearch(showingPick ? '' : term);
  const found: CustomerOption[] = search.data ?? [];
  const options = picked && !found.some((o) => o.id === picked.id) ? [picked, ...found] : found;

  return (
    <Autocomplete<CustomerOption>
      options={options}
      value={picked}
      inputValue={input}
      filterOptions={(all) => all}
      getOptionLabel={customerLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, customer) => {
        setPicked(customer);
        field.onChange(customer ? customer.id : null);
      }}
      onBlur={field.onBlur}
      loading={search.isFetching}
      noOptionsText={
        term.length >= MIN_SEARCH_LENGTH && !showingPick
          ? 'No customer found'
          : 'Type 3 or more characters of a name or phone number'
      }
      renderOption={({ key, ...props }, customer) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{customerLabel(customer)}</Typography>
            {customer.address ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {customer.address}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Customer"
          name={field.name}
          required
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? 'Search by name or phone number'}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
