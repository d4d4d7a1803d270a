import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { formatName, formatPhone, type Customer } from '@app/contract';
import { useDebounced } from '../../nurses/use-debounced';
import { MIN_SEARCH, useRecipientSearch } from '../api/search-recipients';
import type { NotificationFormValues } from './notification-values';

/** Typing pauses this long before customers are searched for. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 300;

const nameOf = (c: Customer) => formatName(c.firstname, c.lastname);
const hasToken = (c: Customer) => !!c.fcm_token;

function TokenNote({ customer }: { customer: Customer }) {
  const reachable = hasToken(customer);
  const Icon = reachable ? NotificationsActive : NotificationsOff;
  return (
    <Typography
      variant="caption"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: reachable ? 'success.dark' : 'error.main',
      }}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      {reachable ? 'Has a device token' : 'No device token'}
    </Typography>
  );
}

/**
 * Single user: a customer found by name or phone number from 3 characters;
 * each result says whether the customer's device can receive a push.
 */
export function RecipientPicker({ control }: { control: Control<NotificationFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'recipient' });
  const picked = field.value;
  const [input, setInput] = useState(picked ? nameOf(picked) : '');
  const term = useDebounced(input.trim(), RECIPIENT_SEARCH_DEBOUNCE_MS);
  const search = useRecipientSearch(picked && input === nameOf(picked) ? '' : term);
  const found = search.data ?? [];
  const options = picked && !found.some((o) => o.id === picked.id) ? [picked, ...found] : found;

  return (
    <Autocomplete<Customer>
      options={options}
      value={picked}
      inputValue={input}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, customer) => field.onChange(customer)}
      onBlur={field.onBlur}
      loading={search.isFetching}
      noOptionsText={term.length >= MIN_SEARCH ? 'No customer found' : 'Type at least 3 characters'}
      renderOption={({ key, ...props }, customer) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{nameOf(customer)}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatPhone(customer.phonenumber)}
              </Typography>
              <TokenNote customer={customer} />
            </Box>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Recipient"
          name={field.name}
          required
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={
            fieldState.error?.message ??
            (picked ? <TokenNote customer={picked} /> : 'Search customers by name or phone number')
          }
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
