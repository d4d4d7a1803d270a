import Box from '@mui/material/Box';
import type { Control, UseFormSetValue } from 'react-hook-form';
import {
  CUSTOMER_GENDERS,
  CUSTOMER_LANGUAGE_LABELS,
  CUSTOMER_LANGUAGES,
  CUSTOMER_TYPES,
  PHONE_HINT,
  labelledOptions,
  PHONE_COUNTER,
  STATIONS,
  ugandaDate,
} from '@app/contract';
import { FormDateField } from '../../../components/date-field';
import { FormSelect } from '../../../components/form-select';
import { PhoneMatchWarning } from '../../../components/phone-match-warning';
import { FormTextField } from '../../../components/form-text-field';
import { FormAddressField } from '../../../components/form-address-field';
import type { CustomerFormValues } from './customer-form';

/** SPEC 9: children choices 0 to 6. */
const CHILDREN = [0, 1, 2, 3, 4, 5, 6];
/** SPEC 9: the phone counter shows 14. */

type CustomerProfileFieldsProps = {
  control: Control<CustomerFormValues>;
  setValue: UseFormSetValue<CustomerFormValues>;
  /** Editing offers the customer type; on create the first order decides it. */
  editing: boolean;
};

const full = { gridColumn: '1 / -1' } as const;
const LANGUAGES = CUSTOMER_LANGUAGES.map((value) => ({
  value,
  label: CUSTOMER_LANGUAGE_LABELS[value],
}));

export function CustomerProfileFields({ control, setValue, editing }: CustomerProfileFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="firstname" label="First name" required />
      <FormTextField control={control} name="lastname" label="Last name" required />
      <FormTextField
        control={control}
        name="phonenumber"
        label="Phone number"
        required
        type="tel"
        autoComplete="off"
        counter={PHONE_COUNTER}
        placeholder="0772 123 456"
      />
      <FormTextField
        control={control}
        name="alternate_number"
        label="Alternate number (Work)"
        type="tel"
        autoComplete="off"
        helperText={PHONE_HINT}
      />
      <PhoneMatchWarning control={control} name="phonenumber" type="customer" sx={full} />
      <FormTextField control={control} name="email" label="E-mail" type="email" />
      <FormSelect control={control} name="gender" label="Sex" options={CUSTOMER_GENDERS} nullable />
      <FormSelect control={control} name="children" label="Children" options={CHILDREN} nullable />
      <FormDateField
        control={control}
        name="date_of_birth"
        label="Date of birth"
        max={ugandaDate()}
        helperText="For a pregnancy's age risk (under 18, over 35)"
      />
      {editing ? (
        <FormSelect
          control={control}
          name="user_type"
          label="Customer type"
          options={labelledOptions('customerType', CUSTOMER_TYPES)}
        />
      ) : null}
      <FormSelect
        control={control}
        name="station"
        label="Station"
        options={STATIONS}
        nullable
        helperText="The station that looks after her (Care due)"
      />
      <FormSelect
        control={control}
        name="preferred_language"
        label="Preferred language"
        options={LANGUAGES}
        helperText="Her messages are written in it (English when one has no translation)"
      />
      <FormTextField control={control} name="company" label="Company" />
      <FormTextField control={control} name="occupation" label="Occupation" />
      <Box sx={full}>
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
      <FormTextField control={control} name="contry" label="Country" sx={full} />
    </Box>
  );
}
