import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, labelFor } from '@app/contract';
import { JobStatusChip } from '../../../components/job-status-chip';
import { jobCardQueryOptions } from '../api/get-job-card';
import { JobCardDialog } from './job-card-dialog';

function JobCardItem({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  const { data: card } = useQuery(jobCardQueryOptions(id));
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(id)}
        sx={{ gap: 1.5, flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {card ? `Job card ${card.care_card_number}` : `Job card #${id}`}
          </Typography>
          {card ? (
            <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
              {labelFor('service', card.service)} from {formatDate(card.start_date)}
            </Typography>
          ) : null}
        </Box>
        {card ? <JobStatusChip status={card.status} /> : null}
      </ListItemButton>
    </ListItem>
  );
}

/** Job cards by id (a booking's), each loaded on its own and opening the job card dialog. */
export function JobCardList({ ids, label }: { ids: readonly number[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      {ids.length > 0 ? (
        <List aria-label={label} sx={{ display: 'grid', gap: 1, py: 0 }}>
          {ids.map((id) => (
            <JobCardItem key={id} id={id} onOpen={setOpen} />
          ))}
        </List>
      ) : null}
      <JobCardDialog jobCardId={open} onClose={() => setOpen(null)} />
    </>
  );
}
