import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SMS_DELIVERY_STATUSES, SMS_RESULTS } from '@app/contract';
import { DELIVERY_LOOK, SMS_RESULT_LABELS } from '../sms-labels';

/** The history's filters as the selects hold them: '' is "any". */
export type HistoryFilterValues = {
  channel: 'sms' | 'push' | 'all';
  result: string;
  delivery: string;
  q: string;
};

export const DEFAULT_HISTORY_FILTER: HistoryFilterValues = {
  channel: 'sms',
  result: '',
  delivery: '',
  q: '',
};

const selectSlots = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

type Props = {
  value: HistoryFilterValues;
  onChange: (change: Partial<HistoryFilterValues>) => void;
};

/** Channel (SMS by default, push, or both), our result, the delivery report and a name. */
export function SmsHistoryFilters({ value, onChange }: Props) {
  return (
    <Box
      role="group"
      aria-label="Message filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        alignItems: 'center',
        mb: 1.5,
      }}
    >
      <TextField
        select
        size="small"
        label="Channel"
        value={value.channel}
        onChange={(event) =>
          onChange({ channel: event.target.value as HistoryFilterValues['channel'] })
        }
      >
        <MenuItem value="sms">SMS</MenuItem>
        <MenuItem value="push">Push</MenuItem>
        <MenuItem value="all">SMS and push</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Result"
        slotProps={selectSlots}
        value={value.result}
        onChange={(event) => onChange({ result: event.target.value })}
      >
        <MenuItem value="">
          <em>Any result</em>
        </MenuItem>
        {SMS_RESULTS.map((r) => (
          <MenuItem key={r} value={r}>
            {SMS_RESULT_LABELS[r]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Delivery"
        slotProps={selectSlots}
        value={value.delivery}
        onChange={(event) => onChange({ delivery: event.target.value })}
      >
        <MenuItem value="">
          <em>Any delivery</em>
        </MenuItem>
        {SMS_DELIVERY_STATUSES.map((d) => (
          <MenuItem key={d} value={d}>
            {DELIVERY_LOOK[d].text}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Name"
        type="search"
        value={value.q}
        onChange={(event) => onChange({ q: event.target.value })}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
