import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { CareTip } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { PagedTable, type Column } from '../../../components/paged-table';

export const TIPS_PAGE = 10;

type CareTipListProps = {
  rows: CareTip[];
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  error?: string;
  selectedId: number | null;
  onSelect: (tip: CareTip) => void;
  onPush: (tip: CareTip) => void;
};

// The push button sits in a clickable row: its own click and keys must not select the row.
const own = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

const date = (tip: CareTip) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    <DateText value={tip.createdAt} />
  </Box>
);

/** The health tips, 10 a page; a row selects the tip for update, Push sends it to everyone. */
export function CareTipList({ selectedId, onSelect, onPush, ...table }: CareTipListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const title = (tip: CareTip) => (
    <Box sx={{ minWidth: phone ? 0 : 160, fontWeight: tip.id === selectedId ? 600 : undefined }}>
      {tip.title}
      {tip.id === selectedId ? (
        <Chip size="small" color="primary" label="Editing" sx={{ ml: 1 }} />
      ) : null}
    </Box>
  );
  const count: Column<CareTip> = {
    key: 'count',
    header: 'Count',
    align: 'right',
    render: (tip) => tip.count,
  };
  const push: Column<CareTip> = {
    key: 'push',
    header: 'Push',
    render: (tip) => (
      <Button
        size="small"
        variant="outlined"
        startIcon={<Send />}
        aria-label={`Push “${tip.title}” to all users, sent ${tip.count} times`}
        onClick={(event) => {
          own(event);
          onPush(tip);
        }}
        onKeyDown={own}
      >
        Push
      </Button>
    ),
  };
  const columns: Column<CareTip>[] = phone
    ? [
        {
          key: 'title',
          header: 'Tip',
          render: (tip) => (
            <>
              {title(tip)}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {tip.category} · {date(tip)}
              </Typography>
            </>
          ),
        },
        count,
        push,
      ]
    : [
        { key: 'title', header: 'Title', render: title },
        { key: 'category', header: 'Category', render: (tip) => tip.category },
        count,
        { key: 'createdAt', header: 'Date', render: date },
        push,
      ];

  return (
    <PagedTable
      aria-label="Health tips"
      columns={columns}
      rowsPerPage={TIPS_PAGE}
      getRowId={(tip) => tip.id}
      onRowClick={onSelect}
      {...table}
    />
  );
}
