import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { STATIONS, formatName, nursePracticeSchema, type Nurse } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormDateField } from '../../../components/date-field';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { toast } from '../../../lib/toast';
import { useUpdatePractice } from '../api/update-practice';
import { PRACTICE_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';

/** What the dialog holds: text as typed, null for no station. */
type PracticeForm = {
  unmc_registration_number: string;
  licence_number: string;
  licence_expiry: string;
  station: string | null;
  updatedAt: string;
};

const practiceFormFrom = (nurse: Nurse): PracticeForm => ({
  unmc_registration_number: nurse.unmc_registration_number ?? '',
  licence_number: nurse.licence_number ?? '',
  licence_expiry: nurse.licence_expiry ?? '',
  station: nurse.station,
  updatedAt: nurse.updatedAt,
});

type PracticeDialogProps = { open: boolean; nurse: Nurse; onClose: () => void };

/** Edit the UNMC registration, the practising licence and the station (issue 27). */
export function PracticeDialog({ open, nurse, onClose }: PracticeDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <PracticeFormBody nurse={nurse} onClose={onClose} />
    </FormDialog>
  );
}

function PracticeFormBody({ nurse, onClose }: { nurse: Nurse; onClose: () => void }) {
  const save = useUpdatePractice();
  const { control, handleSubmit, formState } = useForm<PracticeForm>({
    resolver: contractResolver(nursePracticeSchema),
    mode: 'onTouched',
    defaultValues: practiceFormFrom(nurse),
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: PracticeForm) => {
    save.mutate(
      { id: nurse.id, body: nursePracticeSchema.parse(values) },
      {
        onSuccess: () => {
          toast.success(PRACTICE_MSG.saved);
          onClose();
        },
        onError: (error) => notifyFailure(PRACTICE_MSG.saveFailed, error),
      },
    );
  };

  return (
    <FormDialogForm
      title="Practice and licence"
      dirty={formState.isDirty}
      busy={save.isPending}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Nurse: <strong>{formatName(nurse.first_name, nurse.last_name)}</strong> · as on the Uganda
        Nurses and Midwives Council (UNMC) papers
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormTextField
          control={control}
          name="unmc_registration_number"
          label="UNMC registration number"
        />
        <FormTextField control={control} name="licence_number" label="Practising licence number" />
        <FormDateField
          control={control}
          name="licence_expiry"
          label="Licence expiry"
          helperText="The last day the licence is valid"
        />
        <FormSelect control={control} name="station" label="Station" options={STATIONS} nullable />
      </Box>
    </FormDialogForm>
  );
}
