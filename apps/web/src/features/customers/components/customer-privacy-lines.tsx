import Box from '@mui/material/Box';
import { CONSENT_METHOD_LABELS, PRIVACY_MESSAGES, formatDate, type Customer } from '@app/contract';
import { DetailItem } from '../../../components/detail-item';
import { MarketingObjectionLine } from '../../../components/marketing-objection-line';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { usePutCustomerObjection } from '../api/put-objection';

/** "By phone · recorded by Front Desk on 01-03-2025", or "not recorded" (issue 26). */
export function consentText(c: Pick<Customer, 'consent_method' | 'consent_at' | 'consent_by'>) {
  if (!c.consent_method) return 'Not recorded';
  const by = c.consent_by ? ` by ${c.consent_by}` : '';
  const on = c.consent_at ? ` on ${formatDate(c.consent_at)}` : '';
  return `${CONSENT_METHOD_LABELS[c.consent_method]} · recorded${by}${on}`;
}

/**
 * The profile's consent (how, by whom, when) and marketing lines (issue 26):
 * one click objects to marketing or allows it again.
 */
export function CustomerPrivacyLines({ customer }: { customer: Customer }) {
  const save = usePutCustomerObjection();
  const change = (objected: boolean) =>
    save.mutate(
      { id: customer.id, objected },
      {
        onSuccess: () =>
          toast.success(objected ? PRIVACY_MESSAGES.objected : PRIVACY_MESSAGES.objectionWithdrawn),
        onError: (error) => notifyError(error),
      },
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'center',
      }}
    >
      <DetailItem label="Consent">{consentText(customer)}</DetailItem>
      <MarketingObjectionLine
        objectedAt={customer.marketing_objected_at}
        busy={save.isPending}
        onChange={change}
      />
    </Box>
  );
}
