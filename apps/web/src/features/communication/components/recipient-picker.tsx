import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { formatPhone, type Recipient } from '@app/contract';
import { useDebounced } from '../../../lib/use-debounced';
import { MIN_SEARCH, useRecipientSearch } from '../api/search-recipients';
import type { NotificationFormValues } from './notification-values';

/** Typing pauses this long before people are searched for. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 300;

const nameOf = (r: Recipient) => r.name;
const KIND_LABELS = { customer: 'Customer', nurse: 'Nurse' } as const;
/** Customers and nurses may share an id: the kind is part of who they are. */
const sameRecipient = (a: Recipient, b: Recipient) => a.kind === b.kind && a.id === b.id;

function TokenNote({ recipient }: { recipient: Recipient }) {
  const reachable = recipient.reachable;
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
 * Single user: a customer or a nurse found by name or phone number from 3
 * characters; each result says whether their device can receive a push.
 */
export function RecipientPicker({ control }: { control: Control<NotificationFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'recipient' });
  const picked = field.value;
  const [input, setInput] = useState(picked ? nameOf(picked) : '');
  const term = useDebounced(input.trim(), RECIPIENT_SEARCH_DEBOUNCE_MS);
  const search = useRecipientSearch(picked && input === nameOf(picked) ? '' : term);
  const found = search.data ?? [];
  const options =
    picked && !found.some((o) => sameRecipient(o, picked)) ? [picked, ...found] : found;

  return (
    <Autocomplete<Recipient>
      options={options}
      value={picked}
      inputValue={input}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      isOptionEqualToValue={sameRecipient}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, recipient) => field.onChange(recipient)}
      onBlur={field.onBlur}
      loading={search.isFetching}
      noOptionsText={term.length >= MIN_SEARCH ? 'Nobody found' : 'Type at least 3 characters'}
      renderOption={({ key, ...props }, recipient) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{recipient.name}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {KIND_LABELS[recipient.kind]} · {formatPhone(recipient.phone)}
              </Typography>
              <TokenNote recipient={recipient} />
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
            (picked ? (
              <TokenNote recipient={picked} />
            ) : (
              'Search customers and nurses by name or phone number'
            ))
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
