import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFormState, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { pathTo } from '../config/paths';
import { usePhoneMatch, type PhoneMatch, type PhoneOwnerType } from '../lib/use-phone-match';

const WHO: Record<PhoneOwnerType, string> = { customer: 'A customer', nurse: 'A nurse' };
const pronoun = (m: PhoneMatch) =>
  m.gender === 'Female' ? 'her' : m.gender === 'Male' ? 'his' : 'their';

type PhoneMatchWarningProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  type: PhoneOwnerType;
  sx?: SxProps<Theme>;
};

/**
 * Warns, before saving, that someone already has the phone number typed
 * (issue 21.10), with a link to their profile (a new tab: the form stays).
 * Saving stays possible: families share phones. A record's own unchanged
 * number is not a match.
 */
export function PhoneMatchWarning<T extends FieldValues>({
  control,
  name,
  type,
  sx,
}: PhoneMatchWarningProps<T>) {
  const phone = useWatch({ control, name }) as string | null | undefined;
  const { defaultValues } = useFormState({ control });
  const saved = (defaultValues as Record<string, unknown> | undefined)?.[name] as
    string | undefined;
  const unchanged = !!saved && saved.trim() === (phone ?? '').trim();
  const matches = usePhoneMatch(type, unchanged ? '' : phone);
  if (matches.length === 0) return null;
  const to = type === 'customer' ? pathTo.customer : pathTo.nurse;
  return (
    <Alert severity="warning" role="status" sx={sx}>
      {matches.slice(0, 3).map((m) => (
        <div key={m.id}>
          {WHO[type]} with this phone exists: {m.name || 'NA'} -{' '}
          <Link href={to(m.id)} target="_blank" rel="noopener">
            open {pronoun(m)} profile?
          </Link>
        </div>
      ))}
    </Alert>
  );
}
