import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { JobCard } from '@app/contract';
import { JobStatusChip } from '../../../components/job-status-chip';
import { SearchPicker } from '../../../components/search-picker';
import { jobCardSearchQueryOptions } from '../api/search-job-cards';
import type { NurseJobForm } from './nurse-job-form';

const cardLabel = (card: JobCard) => `${card.care_card_number} · ${card.client_name}`;
const isFinal = (card: JobCard) => card.status === 'cancelled' || card.status === 'completed';

/**
 * The job search of the nurse job dialog (required): GET /portal/jobcard/search
 * by card number, client or patient. Cancelled and completed cards cannot take
 * a nurse, so they are shown but cannot be chosen.
 */
export function JobCardPicker({
  control,
  onPicked,
}: {
  control: Control<NurseJobForm>;
  /** The card chosen (or null when cleared), for the fields it prefills. */
  onPicked?: (card: JobCard | null) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'jobId' });
  const [picked, setPicked] = useState<JobCard | null>(null);

  return (
    <SearchPicker
      label="Job card"
      field={field}
      required
      error={fieldState.error?.message}
      helperText="Search by card number, client or patient name"
      value={picked}
      onChange={(card) => {
        setPicked(card);
        field.onChange(card ? card.id : null);
        onPicked?.(card);
      }}
      search={jobCardSearchQueryOptions}
      optionLabel={cardLabel}
      optionDisabled={isFinal}
      noOptionsText={(term) =>
        term ? 'No job card found' : 'Type a card number, client or patient name'
      }
      optionSx={{ display: 'flex', gap: 1.5 }}
      renderOption={(card) => (
        <>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2">{cardLabel(card)}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {[card.service, card.patient_name].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <JobStatusChip status={card.status} />
        </>
      )}
    />
  );
}
