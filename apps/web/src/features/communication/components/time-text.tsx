import { UGANDA_TIME_ZONE } from '@app/contract';

const formatter = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UGANDA_TIME_ZONE,
});

/** The time of day in Uganda (HH:mm), e.g. under a sent notification's date. */
export function TimeText({ value }: { value: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatter.format(date)}</time>;
}
