import { useInfiniteQuery } from '@tanstack/react-query';
import { API, PAGE_SIZE, type NurseListItem } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/** GET /careteam?status=true|false&offset&limit: approved or unapproved nurses, newest first. */
export function getNurses(verified: boolean, offset: number, limit: number) {
  return api.get<NurseListItem[]>(API.nurses.list, {
    query: { status: String(verified), offset, limit },
  });
}

/** Offset of the next page, or undefined once a page comes back short (API.md). */
export function nextNurseOffset(last: NurseListItem[], pages: NurseListItem[][]) {
  return last.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE;
}

/** One tab of the care-team list: pages of 40, the next asked for near the end. */
export function useNurseList(verified: boolean) {
  return useInfiniteQuery({
    queryKey: nurseKeys.list(verified),
    queryFn: ({ pageParam }) => getNurses(verified, pageParam, PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: nextNurseOffset,
  });
}
