import { formatTime } from '@app/contract';

/** The time of day in Uganda (HH:mm), e.g. under a sent notification's date. */
export function TimeText({ value }: { value: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatTime(date)}</time>;
}
