import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ListCard } from '../../../components/list-card';
import { CARE_STEP_KINDS, type CareStep } from '@app/contract';
import { stepDetailText } from './care-text';
import {
  kindGroupLabel,
  recordedText,
  removeRefusal,
  stepAtText,
  stepDays,
  stepWindowText,
} from './care-schedule-text';

type Props = {
  steps: readonly CareStep[];
  recorded: Readonly<Record<string, number>>;
  onEdit: (step: CareStep) => void;
  onRemove: (step: CareStep) => void;
};

/**
 * The schedule's steps by kind (antenatal, postnatal, immunisation), each
 * group in the order its steps fall; a stacked card a step, on any width.
 */
export function CareScheduleSteps({ steps, recorded, onEdit, onRemove }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {CARE_STEP_KINDS.map((kind) => {
        const group = steps
          .filter((s) => s.kind === kind)
          .sort((a, b) => stepDays(a) - stepDays(b));
        if (group.length === 0) return null;
        const label = kindGroupLabel(kind);
        return (
          <Box key={kind} component="section" aria-label={label} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {label} ({group.length})
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {group.map((step) => (
                <StepItem
                  key={step.key}
                  step={step}
                  count={recorded[step.key] ?? 0}
                  onEdit={onEdit}
                  onRemove={onRemove}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function StepItem({
  step,
  count,
  onEdit,
  onRemove,
}: Omit<Props, 'steps' | 'recorded'> & { step: CareStep; count: number }) {
  const id = useId();
  const vaccines = stepDetailText(step);
  const refusal = removeRefusal(step.kind, count);
  return (
    <ListCard labelId={`${id}-label`} columns="minmax(0, 1fr) auto">
      <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography id={`${id}-label`} variant="subtitle2" component="h4">
          {step.label}
        </Typography>
        <Typography variant="body2">{stepAtText(step)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {stepWindowText(step)}
        </Typography>
        {vaccines ? <Typography variant="body2">Vaccines: {vaccines}</Typography> : null}
        {step.note ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {step.note}
          </Typography>
        ) : null}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {step.key} · {recordedText(step.kind, count)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: { xs: 'start', md: 'end' } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <Button
            size="small"
            startIcon={<Edit />}
            onClick={() => onEdit(step)}
            aria-label={`Edit ${step.label}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={refusal !== null}
            onClick={() => onRemove(step)}
            aria-label={`Remove ${step.label}`}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
          >
            Remove
          </Button>
        </Box>
        {refusal ? (
          <Typography
            id={`${id}-refusal`}
            variant="caption"
            sx={{ color: 'text.secondary', maxWidth: { md: 260 } }}
          >
            {refusal}
          </Typography>
        ) : null}
      </Box>
    </ListCard>
  );
}
