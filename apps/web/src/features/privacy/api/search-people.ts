import { queryOptions } from '@tanstack/react-query';
import {
  API,
  formatName,
  formatPhone,
  type Customer,
  type DataSubjectKind,
  type NurseListItem,
} from '@app/contract';
import { api } from '../../../lib/api-client';
import { MIN_SEARCH_LENGTH } from '../../../lib/search-context';
import { privacyKeys } from './keys';

/** A customer or a nurse as the access log's person filter shows them. */
export type Person = { kind: DataSubjectKind; id: number; name: string; detail?: string };

/**
 * GET /portal/search?type=customer|nurse&searchTerm= (3+ characters): names
 * and phone numbers, as people the access log can be filtered by.
 */
export async function searchPeople(kind: DataSubjectKind, term: string): Promise<Person[]> {
  if (kind === 'customer') {
    const found = await api.get<Customer[]>(API.search.all, {
      query: { type: 'customer', searchTerm: term },
    });
    return found.map((c) => ({
      kind,
      id: c.id,
      name: formatName(c.firstname, c.lastname),
      detail: formatPhone(c.phonenumber),
    }));
  }
  const found = await api.get<NurseListItem[]>(API.search.all, {
    query: { type: 'nurse', searchTerm: term },
  });
  return found.map((n) => ({
    kind,
    id: n.id,
    name: formatName(n.first_name, n.last_name),
    detail: `${n.care_number} · ${formatPhone(n.phone_number)}`,
  }));
}

export const peopleSearchQueryOptions = (kind: DataSubjectKind) => (term: string) =>
  queryOptions({
    queryKey: privacyKeys.people(kind, term),
    queryFn: () => searchPeople(kind, term),
    enabled: term.length >= MIN_SEARCH_LENGTH,
    staleTime: 30_000,
  });
