import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Send from '@mui/icons-material/Send';
import { useMemo, useRef, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  PAYMENT_NOTE_MAX,
  type Payment,
  type PaymentOwed,
  type PaymentTarget,
} from '@app/contract';
import { DetailItem } from '../../../components/detail-item';
import { FormDialogForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { Money } from '../../../components/money';
import { isApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { useRequestPayment } from '../api/request-payment';
import {
  REQUEST_FIELDS,
  formatAmountInput,
  phoneHint,
  requestDefaults,
  requestSchema,
  type RequestFormValues,
} from '../request-form';

type RequestPaymentFormProps = {
  owed: PaymentOwed;
  target: PaymentTarget;
  targetId: number;
  /** One per opening and per "Send again": the API sends one prompt per key. */
  idempotencyKey: string;
  onSent: (payment: Payment) => void;
};

/**
 * What the prompt asks: what it is for and what is owed, then the amount
 * (all that is owed by default), her number (its network named as typed)
 * and the note she sees on her phone.
 */
export function RequestPaymentForm(props: RequestPaymentFormProps) {
  const { owed, target, targetId, idempotencyKey, onSent } = props;
  const request = useRequestPayment();
  const schema = useMemo(() => requestSchema(owed), [owed]);
  const { control, handleSubmit, setError, formState } = useForm<RequestFormValues>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: requestDefaults(owed, target, targetId),
  });
  const phone = useWatch({ control, name: 'phone' });
  const refuse = useInvalidSubmit();
  // A second click before the first is answered (a double click) sends nothing more.
  const sending = useRef(false);

  const onValid = (values: RequestFormValues) => {
    request.mutate(
      { body: schema.parse(values), idempotencyKey },
      {
        onSuccess: onSent,
        onError: (error) => {
          const details = isApiError(error) ? Object.entries(error.details ?? {}) : [];
          for (const [field, message] of details) {
            if ((REQUEST_FIELDS as readonly string[]).includes(field)) {
              setError(field as (typeof REQUEST_FIELDS)[number], { message });
            }
          }
          notifyError(error);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    void handleSubmit(onValid, (errors, e) => {
      sending.current = false;
      refuse(errors, e);
    })(event);
  };

  return (
    <FormDialogForm
      title={`Request payment: ${owed.targetLabel}`}
      dirty={formState.isDirty}
      busy={request.isPending}
      submitLabel="Send prompt"
      submitIcon={<Send />}
      submitDisabled={owed.refusal !== null}
      onSubmit={submit}
      contentSx={{ display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        <DetailItem label="For">{owed.targetLabel}</DetailItem>
        <DetailItem label="Customer">{owed.customerName}</DetailItem>
        <DetailItem label="Total">
          {owed.total === null ? null : <Money amount={owed.total} />}
        </DetailItem>
        <DetailItem label="Paid">
          <Money amount={owed.paid} />
        </DetailItem>
        <DetailItem label="Owed">
          <Money amount={owed.owed} />
        </DetailItem>
      </Box>
      {owed.refusal ? <Alert severity="warning">{owed.refusal}</Alert> : null}
      <FormTextField
        control={control}
        name="amount"
        label="Amount (UGX)"
        required
        parse={formatAmountInput}
        disabled={owed.refusal !== null}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText="Whole UGX; all that is owed, or a part of it"
      />
      <FormTextField
        control={control}
        name="phone"
        label="Phone she pays from"
        type="tel"
        disabled={owed.refusal !== null}
        helperText={phoneHint(phone, owed.phone)}
      />
      <FormTextField
        control={control}
        name="note"
        label="Note she will see"
        counter={PAYMENT_NOTE_MAX}
        disabled={owed.refusal !== null}
        slotProps={{ htmlInput: { maxLength: PAYMENT_NOTE_MAX } }}
      />
    </FormDialogForm>
  );
}
