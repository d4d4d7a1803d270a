import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type Control } from 'react-hook-form';
import { PREGNANCY_RISKS, PREGNANCY_RISK_LABELS, type PregnancyRisk } from '@app/contract';
import type { PregnancyFormValues } from './pregnancy-dialog';

/** The risks staff record, one checkbox each; her age's risk is computed, not chosen here. */
export function PregnancyRiskChoices({ control }: { control: Control<PregnancyFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'risks' });
  const chosen: PregnancyRisk[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (risk: PregnancyRisk, on: boolean) =>
    field.onChange(PREGNANCY_RISKS.filter((r) => (r === risk ? on : chosen.includes(r))));
  return (
    <FormControl component="fieldset" error={!!fieldState.error} sx={{ mt: 2 }}>
      <FormLabel component="legend">Risks</FormLabel>
      <FormGroup row>
        {PREGNANCY_RISKS.map((risk) => (
          <FormControlLabel
            key={risk}
            label={PREGNANCY_RISK_LABELS[risk]}
            control={
              <Checkbox
                name={`risks.${risk}`}
                checked={chosen.includes(risk)}
                onChange={(event) => toggle(risk, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {fieldState.error?.message ??
          'Her age (under 18, over 35) is counted from her date of birth'}
      </FormHelperText>
    </FormControl>
  );
}
