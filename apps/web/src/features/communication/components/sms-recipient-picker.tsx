import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { SMS_MESSAGES, formatPhone, isUgandanMobile, type Recipient } from '@app/contract';
import { SearchPicker } from '../../../components/search-picker';
import { MIN_SEARCH, recipientsQueryOptions } from '../api/search-recipients';
import type { SmsFormValues } from './sms-values';

const KIND_LABELS = { customer: 'Customer', nurse: 'Nurse' } as const;
const sameRecipient = (a: Recipient, b: Recipient) => a.kind === b.kind && a.id === b.id;

/** A number that can take no SMS says so in the list, before it is picked. */
const numberNote = (phone: string) =>
  !phone.trim()
    ? ` · No SMS: ${SMS_MESSAGES.noMobile}`
    : isUgandanMobile(phone)
      ? ''
      : ` · No SMS: ${SMS_MESSAGES.notUgandan}`;

/**
 * The SMS composer's person: a customer or a nurse by name or phone number
 * from 3 characters (the same search as push); each result says whether its
 * number can take an SMS at all (a Ugandan mobile).
 */
export function SmsRecipientPicker({ control }: { control: Control<SmsFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'recipient' });
  return (
    <SearchPicker
      label="Recipient"
      field={field}
      required
      error={fieldState.error?.message}
      helperText="Search customers and nurses by name or phone number"
      value={field.value}
      onChange={(recipient) => field.onChange(recipient)}
      search={recipientsQueryOptions}
      optionLabel={(r) => r.name}
      sameOption={sameRecipient}
      noOptionsText={(term) =>
        term.length >= MIN_SEARCH ? 'Nobody found' : 'Type at least 3 characters'
      }
      renderOption={(recipient) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{recipient.name}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {KIND_LABELS[recipient.kind]} · {formatPhone(recipient.phone)}
            {numberNote(recipient.phone)}
          </Typography>
        </Box>
      )}
    />
  );
}
