import { AVAILABILITY, STATIONS } from '@app/contract';
import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../lib/use-url-params';
import { isDay } from './dates';

export type ScheduleView = 'week' | 'month';
export type BusyFilter = 'free' | 'busy';

/** What narrows the nurse rows: sent as the API's query parameters of the same names. */
export type ScheduleFilters = {
  station?: (typeof STATIONS)[number];
  availability?: (typeof AVAILABILITY)[number];
  busy?: BusyFilter;
  q?: string;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

/**
 * The schedule's state in the URL (?view&date&station&availability&busy&q),
 * so a reload, a link or the back button keeps the week and the filters.
 */
export function useScheduleParams(today: string) {
  const [params, update] = useUrlParams();
  const view: ScheduleView = params.get('view') === 'month' ? 'month' : 'week';
  const date = params.get('date');
  const station = oneOf(STATIONS, params.get('station'));
  const availability = oneOf(AVAILABILITY, params.get('availability'));
  const busy = oneOf(['free', 'busy'] as const, params.get('busy'));
  const q = params.get('q')?.trim() || undefined;
  // One object while they stay the same: the grid goes back to the top when they change.
  const filters = useMemo<ScheduleFilters>(
    () => ({ station, availability, busy, q }),
    [station, availability, busy, q],
  );
  const set = useCallback(
    (changes: Record<string, string | undefined>) =>
      update((next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
      }),
    [update],
  );
  return { view, date: isDay(date) ? date : today, filters, set };
}
