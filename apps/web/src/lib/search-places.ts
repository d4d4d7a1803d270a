import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { API } from '@app/contract';

/** One suggestion of GET /places (ruling 25: Ugandan gazetteer or a maps provider). */
export type Place = {
  /** Short text for the dropdown, e.g. 'Ntinda, Nakawa Division, Kampala'. */
  label: string;
  /** What is stored as the address. */
  address: string;
  latitude: number;
  longitude: number;
  kind: string;
};

/** Suggestions start at this many typed characters (the API answers nothing below). */
export const MIN_PLACE_QUERY = 2;
export const PLACE_LIMIT = 8;

/** GET /places?q=&limit=: address suggestions, restricted to Uganda by the API. */
export function searchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  return api.get<Place[]>(API.places.list, { query: { q, limit: PLACE_LIMIT }, signal });
}

export const placesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['places', q],
    queryFn: ({ signal }) => searchPlaces(q, signal),
    enabled: q.trim().length >= MIN_PLACE_QUERY,
    // The gazetteer does not change while the app is open.
    staleTime: 60 * 60_000,
  });

export function usePlaces(q: string) {
  return useQuery(placesQueryOptions(q));
}
