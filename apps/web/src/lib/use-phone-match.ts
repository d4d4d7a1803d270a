import { useQuery } from '@tanstack/react-query';
import { API, normalizePhone } from '@app/contract';
import { api } from './api-client';
import { useDebounced } from './use-debounced';

export type PhoneOwnerType = 'customer' | 'nurse';
/** Someone already on file with a phone number. */
export type PhoneMatch = { id: number; name: string; gender: string | null };

type Found = {
  id: number;
  firstname?: string;
  lastname?: string;
  first_name?: string;
  last_name?: string;
  phonenumber?: string;
  alternate_number?: string | null;
  phone_number?: string;
  gender?: string | null;
};

const sameNumber = (row: Found, e164: string) =>
  [row.phonenumber, row.alternate_number, row.phone_number].includes(e164);

const matchOf = (row: Found): PhoneMatch => ({
  id: row.id,
  name: `${row.firstname ?? row.first_name ?? ''} ${row.lastname ?? row.last_name ?? ''}`.trim(),
  gender: row.gender ?? null,
});

/**
 * Customers (or nurses) who already have this phone number (issue 21.10),
 * through the search the lists use (GET /portal/search matches phone
 * numbers), keeping the exact matches. Nothing until the number is whole.
 */
export function usePhoneMatch(type: PhoneOwnerType, phone: string | null | undefined) {
  const e164 = useDebounced((phone && normalizePhone(phone)) || '', 300);
  const query = useQuery({
    queryKey: ['phone-match', type, e164],
    enabled: e164 !== '',
    staleTime: 30_000,
    queryFn: () => api.get<Found[]>(API.search.all, { query: { type, searchTerm: e164 } }),
    select: (rows) => rows.filter((row) => sameNumber(row, e164)).map(matchOf),
  });
  return e164 === '' ? [] : (query.data ?? []);
}
