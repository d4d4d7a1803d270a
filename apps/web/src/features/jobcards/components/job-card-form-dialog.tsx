import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  formatName,
  formatPhone,
  jobCardCreateSchema,
  jobCardFieldsSchema,
  labelFor,
  type Booking,
  type Customer,
  type JobCard,
} from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCreateJobCard } from '../api/create-job-card';
import { useUpdateJobCard } from '../api/update-job-card';
import { JOB_MSG } from '../messages';
import { JobCardBillingFields } from './job-card-billing-fields';
import { JobCardCareFields } from './job-card-care-fields';
import {
  createJobCardBody,
  editJobCardBody,
  emptyJobCardForm,
  jobCardFormFrom,
  type JobCardFormValues,
} from './job-card-form';
import { jobCardBodyFromBooking, jobCardFormFromBooking } from './job-card-from-booking';
import { JobCardPatientFields } from './job-card-patient-fields';
import { JobCardScheduleFields } from './job-card-schedule-fields';

/**
 * Add a card for a fixed customer (the profile's Actions menu), make one from
 * a booking whose client is a customer (issue 5: prefilled, saved with the
 * booking's id; `client` is the booking's client as the booking names them),
 * or edit one.
 */
export type JobCardFormMode =
  | { kind: 'create'; customer: Customer; prefill?: Partial<JobCardFormValues> }
  | { kind: 'booking'; booking: Booking; client: string }
  | { kind: 'edit'; card: JobCard };

type JobCardFormDialogProps = {
  open: boolean;
  mode: JobCardFormMode;
  onClose: () => void;
  onCreated?: (card: JobCard) => void;
};

/** The job card form (SPEC 5): every field, validated with the contract on create and edit. */
export function JobCardFormDialog({ open, mode, onClose, onCreated }: JobCardFormDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md">
      {/* The dialog mounts its content when opened: each opening starts a fresh form. */}
      <JobCardForm mode={mode} onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

type JobCardFormProps = Omit<JobCardFormDialogProps, 'open'>;

function defaultsOf(mode: JobCardFormMode): JobCardFormValues {
  if (mode.kind === 'edit') return jobCardFormFrom(mode.card);
  if (mode.kind === 'booking') return jobCardFormFromBooking(mode.booking);
  return { ...emptyJobCardForm(mode.customer.id), ...mode.prefill };
}

function titleOf(mode: JobCardFormMode): ReactNode {
  if (mode.kind === 'edit') return `Edit Job Card ${mode.card.care_card_number}`;
  if (mode.kind === 'create') return 'Add Job Card';
  return (
    <>
      Add Job Card for booking <span style={{ whiteSpace: 'nowrap' }}>{mode.booking.docId}</span>
    </>
  );
}

/** Who the card is for, above the fields; from a booking, what was asked for too. */
function ClientNote({ mode }: { mode: JobCardFormMode }) {
  if (mode.kind === 'booking') {
    return (
      <Alert severity="info" icon={false} sx={{ mb: 2 }}>
        <Typography variant="body2">
          Client:{' '}
          <strong>
            {mode.client} · {formatPhone(mode.booking.primaryPhoneNumber)}
          </strong>
        </Typography>
        <Typography variant="body2">
          Requested: {labelFor('service', mode.booking.service)}. Check the prefilled fields and
          fill in the rest.
        </Typography>
      </Alert>
    );
  }
  const client =
    mode.kind === 'create'
      ? `${formatName(mode.customer.firstname, mode.customer.lastname)} · ${formatPhone(mode.customer.phonenumber)}`
      : `${mode.card.client_name} · ${formatPhone(mode.card.contact)}`;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2 }}>
      <Typography variant="body2">
        Client: <strong>{client}</strong>
      </Typography>
    </Alert>
  );
}

function JobCardForm({ mode, onClose, onCreated }: JobCardFormProps) {
  const create = useCreateJobCard();
  const update = useUpdateJobCard();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const editing = mode.kind === 'edit';
  const { control, handleSubmit, setValue, formState } = useForm<JobCardFormValues>({
    resolver: contractResolver(editing ? jobCardFieldsSchema : jobCardCreateSchema),
    mode: 'onTouched',
    defaultValues: defaultsOf(mode),
  });
  const refuse = useInvalidSubmit();
  const busy = create.isPending || update.isPending;

  const onValid = (values: JobCardFormValues) => {
    if (mode.kind === 'edit') {
      update.mutate(
        { id: mode.card.id, body: editJobCardBody(values, mode.card) },
        {
          onSuccess: () => {
            toast.success(JOB_MSG.updated);
            onClose();
          },
          onError: (error) => notifyError(error),
        },
      );
      return;
    }
    const body =
      mode.kind === 'booking'
        ? jobCardBodyFromBooking(values, mode.booking)
        : createJobCardBody(values);
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (card) => {
          toast.success(JOB_MSG.created);
          onClose();
          onCreated?.(card);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <FormDialogForm
      title={titleOf(mode)}
      dirty={formState.isDirty}
      busy={busy}
      submitLabel={editing ? 'Update' : 'Save'}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <ClientNote mode={mode} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        * indicates a required field
      </Typography>
      <JobCardPatientFields
        control={control}
        setValue={setValue}
        currentStatus={mode.kind === 'edit' ? mode.card.status : undefined}
        currentStart={mode.kind === 'edit' ? mode.card.start_date : undefined}
      />
      <JobCardScheduleFields control={control} setValue={setValue} />
      <JobCardCareFields control={control} />
      <JobCardBillingFields control={control} />
    </FormDialogForm>
  );
}
