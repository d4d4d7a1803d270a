import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'dayjs/locale/en-gb';
import dayjs from 'dayjs';
import { Calendar, dayjsLocalizer, type Event } from 'react-big-calendar';

// react-big-calendar and its CSS, alone in this chunk (loaded when the month
// view is chosen): importing nothing of the app's keeps the bundler from
// splitting the first page's shared code into more, smaller files (+10 KB
// gzip on the first page when this module also used MUI and the router).

// Its dayjs localizer on a dayjs whose weeks start on Monday (en-GB), and
// without the time zone plugin the date picker may have added: the events
// are whole local days, the API's YYYY-MM-DD as written.
const mondayDayjs = new Proxy(dayjs, {
  apply: (_target, _this, args: Parameters<typeof dayjs>) => dayjs(...args).locale('en-gb'),
  get: (target, key) => (key === 'tz' ? undefined : Reflect.get(target, key)),
});
const localizer = dayjsLocalizer(mondayDayjs);
localizer.startOfWeek = () => 1;

/** An event as the calendar draws it: its words, colours and whose it is. */
export type CalendarEvent = Event & {
  /** The whole job, for the tooltip and screen readers. */
  label: string;
  background: string;
  color: string;
  nurseId: number;
};

type MonthCalendarProps = {
  events: CalendarEvent[];
  /** A day of the month shown, and today (local midnights). */
  date: Date;
  now: Date;
  onSelect: (event: CalendarEvent) => void;
};

/** The month grid (Monday first), driven by the schedule's own toolbar. */
export function MonthCalendar({ events, date, now, onSelect }: MonthCalendarProps) {
  return (
    <Calendar<CalendarEvent>
      localizer={localizer}
      events={events}
      views={['month']}
      view="month"
      date={date}
      getNow={() => now}
      onNavigate={() => undefined}
      onView={() => undefined}
      toolbar={false}
      popup
      tooltipAccessor={(event) => event.label}
      eventPropGetter={(event) => ({
        style: { backgroundColor: event.background, color: event.color },
      })}
      onSelectEvent={onSelect}
    />
  );
}
