import Box from '@mui/material/Box';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  AVAILABILITY,
  EDUCATION_LEVELS,
  NURSE_GENDERS,
  PHONE_HINT,
  QUALIFICATIONS,
  WORK_STATUSES,
  PHONE_COUNTER,
} from '@app/contract';
import { FormDateField } from '../../../components/date-field';
import { FormSelect } from '../../../components/form-select';
import { PhoneMatchWarning } from '../../../components/phone-match-warning';
import { FormTextField } from '../../../components/form-text-field';
import { FormAddressField } from '../../../components/form-address-field';
import { FormCheckbox } from './form-checkbox';
import type { NurseWizardForm } from './nurse-wizard-form';

/** SPEC 5 and 9: the phone counter shows 14, the graduation year counter 4. */
export const YEAR_COUNTER = 4;
/** Issue 25: the mobile money number is optional. */
export const MOBILE_MONEY_HINT = 'Leave empty to pay the phone number';

type StepProps = {
  control: Control<NurseWizardForm>;
  setValue: UseFormSetValue<NurseWizardForm>;
};

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;
const full = { gridColumn: '1 / -1' } as const;

function BasicInformation({ control, setValue }: StepProps) {
  return (
    <Box sx={grid}>
      <FormTextField control={control} name="first_name" label="First name" required />
      <FormTextField control={control} name="last_name" label="Last name" required />
      <FormTextField control={control} name="email" label="E-mail" type="email" required />
      <FormTextField
        control={control}
        name="phone_number"
        label="Phone number"
        type="tel"
        required
        autoComplete="off"
        placeholder="0772 123 456"
        counter={PHONE_COUNTER}
      />
      <FormTextField
        control={control}
        name="mobile_money_number"
        label="Mobile money number"
        type="tel"
        autoComplete="off"
        placeholder="0772 123 456"
        helperText={MOBILE_MONEY_HINT}
      />
      <FormTextField
        control={control}
        name="other_number"
        label="Other number"
        type="tel"
        autoComplete="off"
        helperText={PHONE_HINT}
      />
      <PhoneMatchWarning control={control} name="phone_number" type="nurse" sx={full} />
      <FormSelect control={control} name="gender" label="Gender" options={NURSE_GENDERS} nullable />
      <FormDateField control={control} name="date_of_birth" label="Date of birth" />
      <Box sx={full}>
        <FormAddressField
          control={control}
          name="address"
          label="Residence (address)"
          helperText="Start typing a place in Uganda, or type the full address"
          onCoordinates={(coordinates) => {
            setValue('latitude', coordinates?.latitude ?? null);
            setValue('longitude', coordinates?.longitude ?? null);
          }}
        />
      </Box>
    </Box>
  );
}

function BasicInfoContinued({ control }: StepProps) {
  return (
    <Box sx={grid}>
      <FormSelect
        control={control}
        name="availability"
        label="Availability"
        options={AVAILABILITY}
        nullable
      />
      <FormSelect
        control={control}
        name="work_status"
        label="Work status"
        options={WORK_STATUSES}
        nullable
      />
      <FormTextField
        control={control}
        name="employment_status"
        label="Employment status"
        sx={full}
      />
      <FormTextField
        control={control}
        name="about_me"
        label="About me"
        multiline
        minRows={2}
        sx={full}
      />
      <FormTextField
        control={control}
        name="personal_statement"
        label="Personal statement"
        multiline
        minRows={2}
        sx={full}
      />
      <FormTextField control={control} name="ref_name" label="Referee name" />
      <FormTextField control={control} name="ref_email" label="Referee e-mail" type="email" />
      <FormTextField
        control={control}
        name="ref_phone_number"
        label="Referee contact"
        type="tel"
        autoComplete="off"
        counter={PHONE_COUNTER}
      />
    </Box>
  );
}

function WorkHistory({ control, setValue }: StepProps) {
  const current = useWatch({ control, name: 'isCurrentPosition' });
  return (
    <Box sx={grid}>
      <FormTextField control={control} name="pastPosition" label="Position" />
      <FormTextField control={control} name="work_place" label="Company / facility" />
      <FormDateField control={control} name="work_started" label="Started" />
      <FormDateField control={control} name="work_ended" label="Ended" disabled={current} />
      <Box sx={full}>
        <FormCheckbox
          control={control}
          name="isCurrentPosition"
          label="This is my current position"
          onChecked={(checked) => {
            if (checked) setValue('work_ended', '');
          }}
        />
      </Box>
      <FormTextField
        control={control}
        name="work_description"
        label="Description"
        multiline
        minRows={3}
        sx={full}
      />
    </Box>
  );
}

function EducationBackground({ control }: StepProps) {
  return (
    <Box sx={grid}>
      <FormSelect
        control={control}
        name="qualification"
        label="Qualification"
        options={QUALIFICATIONS}
        required
        sx={full}
      />
      <FormSelect
        control={control}
        name="education_level"
        label="Education level"
        options={EDUCATION_LEVELS}
        nullable
      />
      <FormTextField control={control} name="school" label="School attended" />
      <FormDateField control={control} name="school_started" label="School started" />
      <FormDateField control={control} name="school_ended" label="School ended" />
      <FormTextField
        control={control}
        name="graduation_year"
        label="Graduation year"
        required
        counter={YEAR_COUNTER}
        parse={(typed) => typed.replace(/\D/g, '').slice(0, YEAR_COUNTER)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: YEAR_COUNTER } }}
      />
      <FormTextField control={control} name="grade" label="Grade" />
      <FormTextField control={control} name="certificate_no" label="Certificate number" sx={full} />
    </Box>
  );
}

/** The four steps, in NURSE_WIZARD_STEPS order. */
export const WIZARD_STEP_COMPONENTS = [
  BasicInformation,
  BasicInfoContinued,
  WorkHistory,
  EducationBackground,
] as const;
