import { formatDate, MSG } from '@app/contract';

type DateValue = Date | string | number;

/** A date as DD-MM-YYYY (Uganda time); 'Not Available' when absent. */
export function DateText({ value }: { value: DateValue | null | undefined }) {
  const text = formatDate(value);
  if (text === MSG.notAvailable) return <span>{text}</span>;
  return <time dateTime={new Date(value as DateValue).toISOString()}>{text}</time>;
}
