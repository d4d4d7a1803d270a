import type { QueryClient } from '@tanstack/react-query';
import { nurseKeys } from './keys';

/** Both tabs of the list and any search results reload (SPEC 4: after an approval or update). */
export function invalidateNurseLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: nurseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: nurseKeys.searches() }),
  ]);
}
