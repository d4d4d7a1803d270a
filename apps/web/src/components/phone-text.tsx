import Link from '@mui/material/Link';
import { formatPhone } from '@app/contract';

type PhoneTextProps = {
  phone: string | null | undefined;
  /** Renders a tel: link so a phone can call the number. */
  link?: boolean;
};

/** A phone number as (077) 212-3456 or +256 772 123 456; 'Not Available' when absent. */
export function PhoneText({ phone, link = false }: PhoneTextProps) {
  const text = formatPhone(phone);
  if (!link || !phone) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Link>
  );
}
