import Box from '@mui/material/Box';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  AGE_GROUPS,
  DISEASES,
  PATIENT_GENDERS,
  RELATIONS,
  SERVICE_PACKAGES,
  jobStartProblem,
  labelledOptions,
  type JobStatus,
} from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { FormAddressField } from '../../../components/form-address-field';
import { statusOptions } from '../job-status';
import type { JobCardFormValues } from './job-card-form';
import { FormSection, fullRow } from './job-card-form-sections';

type Props = {
  control: Control<JobCardFormValues>;
  setValue: UseFormSetValue<JobCardFormValues>;
  /** Editing shows the status list: the current status and the moves allowed from it. */
  currentStatus?: JobStatus;
  /** Editing: the card's saved start date. */
  currentStart?: string | null;
};

/**
 * Service, patient and place of care. Editing, a started status is greyed out
 * before the booking date as typed (issue 36), and a status the date now
 * rules out (the date moved after choosing it) says why below the list.
 */
export function JobCardPatientFields({ control, setValue, currentStatus, currentStart }: Props) {
  const [start, status] = useWatch({ control, name: ['start_date', 'status'] });
  const changed = status !== currentStatus || start !== (currentStart ?? '');
  const problem = currentStatus && changed ? jobStartProblem(status, start) : null;
  return (
    <FormSection title="Service and patient">
      <FormSelect
        control={control}
        name="service"
        label="Service"
        required
        options={labelledOptions('service', SERVICE_PACKAGES)}
        sx={currentStatus ? undefined : fullRow}
      />
      {currentStatus ? (
        <FormSelect
          control={control}
          name="status"
          label="Status"
          options={statusOptions(currentStatus, start)}
          helperText={problem}
        />
      ) : null}
      <FormTextField control={control} name="patient_name" label="Patient name" />
      <FormSelect
        control={control}
        name="gender"
        label="Patient gender"
        required
        options={PATIENT_GENDERS}
      />
      <FormSelect
        control={control}
        name="relation"
        label="Relation"
        options={labelledOptions('relation', RELATIONS)}
        nullable
      />
      <FormSelect
        control={control}
        name="age_group"
        label="Age group"
        options={AGE_GROUPS}
        nullable
      />
      <FormSelect
        control={control}
        name="medical_condition"
        label="Main medical disease"
        required
        options={DISEASES}
      />
      <FormTextField
        control={control}
        name="facility"
        label="Facility"
        required
        placeholder="e.g. Home, Mulago Hospital"
      />
      <Box sx={fullRow}>
        <FormAddressField
          control={control}
          name="address"
          label="Address"
          required
          helperText="Start typing a place in Uganda, or type the full address"
          onCoordinates={(coordinates) => {
            setValue('latitude', coordinates?.latitude ?? null);
            setValue('longitude', coordinates?.longitude ?? null);
          }}
        />
      </Box>
    </FormSection>
  );
}
