import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { labelFor, type JobCard } from '@app/contract';
import { JobStatusChip } from '../../../components/job-status-chip';
import { SearchPicker } from '../../../components/search-picker';
import { jobCardSearchQueryOptions } from '../api/search-job-cards';
import type { NurseJobForm } from './nurse-job-form';

/** A card as searched, or as handed in already picked (the Schedule screen's, issue 27). */
export type PickedCard = Pick<JobCard, 'id' | 'care_card_number'> & Partial<JobCard>;

const cardLabel = (card: PickedCard) =>
  card.client_name ? `${card.care_card_number} · ${card.client_name}` : card.care_card_number;
const isFinal = (card: PickedCard) => card.status === 'cancelled' || card.status === 'completed';

/**
 * The job search of the nurse job dialog (required): GET /portal/jobcard/search
 * by card number, client or patient. Cancelled and completed cards cannot take
 * a nurse, so they are shown but cannot be chosen.
 */
export function JobCardPicker({
  control,
  initial = null,
  onPicked,
}: {
  control: Control<NurseJobForm>;
  /** The card shown picked at first (the form's jobId is already its id). */
  initial?: PickedCard | null;
  /** The card chosen (or null when cleared), for the fields it prefills. */
  onPicked?: (card: PickedCard | null) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'jobId' });
  const [picked, setPicked] = useState<PickedCard | null>(initial);

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
              {[labelFor('service', card.service), card.patient_name].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          {card.status ? <JobStatusChip status={card.status} /> : null}
        </>
      )}
    />
  );
}
