import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { formatPhone, type Recipient } from '@app/contract';
import { SearchPicker } from '../../../components/search-picker';
import { MIN_SEARCH, recipientsQueryOptions } from '../api/search-recipients';
import type { NotificationFormValues } from './notification-values';

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

  return (
    <SearchPicker
      label="Recipient"
      field={field}
      required
      error={fieldState.error?.message}
      helperText={
        picked ? (
          <TokenNote recipient={picked} />
        ) : (
          'Search customers and nurses by name or phone number'
        )
      }
      value={picked}
      onChange={(recipient) => field.onChange(recipient)}
      search={recipientsQueryOptions}
      optionLabel={nameOf}
      sameOption={sameRecipient}
      noOptionsText={(term) =>
        term.length >= MIN_SEARCH ? 'Nobody found' : 'Type at least 3 characters'
      }
      renderOption={(recipient) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{recipient.name}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {KIND_LABELS[recipient.kind]} · {formatPhone(recipient.phone)}
            </Typography>
            <TokenNote recipient={recipient} />
          </Box>
        </Box>
      )}
    />
  );
}
