import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { BEDSIDE_TASKS, PHYSIO_SERVICES } from '@app/contract';
import { FormTextField } from '../../../components/form-text-field';
import type { JobCardFormValues } from './job-card-form';
import { FormSection, fullRow } from './job-card-form-sections';

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Care services, physiotherapy, narration, instructions, doctor and medication. */
export function JobCardCareFields({ control }: { control: Control<JobCardFormValues> }) {
  return (
    <FormSection title="Care">
      <Box sx={fullRow}>
        <Controller
          control={control}
          name="care_services"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              disableCloseOnSelect
              options={BEDSIDE_TASKS as readonly string[]}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Care services"
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={
                    fieldState.error?.message ?? 'Bedside tasks; choose as many as needed'
                  }
                />
              )}
            />
          )}
        />
      </Box>
      <Controller
        control={control}
        name="pysio_services"
        render={({ field }) => (
          <FormControl component="fieldset" sx={fullRow}>
            <FormLabel component="legend">Physiotherapy</FormLabel>
            <FormGroup row>
              {PHYSIO_SERVICES.map((service) => (
                <FormControlLabel
                  key={service}
                  label={service}
                  control={
                    <Checkbox
                      checked={field.value.includes(service)}
                      onChange={() => field.onChange(toggle(field.value, service))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="thc_description"
        label="Care narration"
        multiline
        minRows={3}
        sx={fullRow}
      />
      <FormTextField
        control={control}
        name="description"
        label="Special instructions"
        multiline
        minRows={2}
        sx={fullRow}
      />
      <Controller
        control={control}
        name="has_doctor"
        render={({ field }) => (
          <FormControlLabel
            label="Has a doctor"
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
          />
        )}
      />
      <FormTextField
        control={control}
        name="medication_application"
        label="Medication application"
        sx={fullRow}
      />
    </FormSection>
  );
}
