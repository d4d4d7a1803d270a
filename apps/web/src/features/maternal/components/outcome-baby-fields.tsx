import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { BABY_SEXES, MAX_BABIES } from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { FormTextField, parseCount } from '../../../components/form-text-field';
import type { OutcomeFormValues } from './outcome-dialog';

/** A new baby's row: nothing chosen yet. */
export const emptyBaby = (): OutcomeFormValues['babies'][number] => ({
  name: '',
  sex: '',
  birth_weight_grams: null,
});

/** The babies of a birth: a row each (a second for twins), sex and birth weight in grams. */
export function OutcomeBabyFields({ control }: { control: Control<OutcomeFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'babies' });
  const { errors } = useFormState({ control, name: 'babies' });
  const listError = errors.babies?.root?.message ?? errors.babies?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Babies
      </Typography>
      {fields.map((field, i) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Baby ${i + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            mb: 2,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr) auto',
              sm: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) auto',
            },
          }}
        >
          <FormSelect
            control={control}
            name={`babies.${i}.sex`}
            label={`Baby ${i + 1}: sex`}
            required
            options={BABY_SEXES}
          />
          <IconButton
            aria-label={`Remove baby ${i + 1}`}
            onClick={() => remove(i)}
            disabled={fields.length === 1}
            sx={{ gridColumn: { xs: 2, sm: 4 }, gridRow: 1, mt: 1 }}
          >
            <DeleteOutline />
          </IconButton>
          <FormTextField
            control={control}
            name={`babies.${i}.birth_weight_grams`}
            label="Birth weight (grams)"
            required
            parse={parseCount}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          <FormTextField
            control={control}
            name={`babies.${i}.name`}
            label="Name (optional)"
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
        </Box>
      ))}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Button
        size="small"
        startIcon={<Add />}
        onClick={() => append(emptyBaby())}
        disabled={fields.length >= MAX_BABIES}
      >
        Add a baby (twins)
      </Button>
    </Box>
  );
}
