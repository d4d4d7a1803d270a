import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListNotice } from '../../../components/list-notice';
import type { TableQueryState } from '../../../components/list-status';
import { SectionTabs, type SectionTab } from '../../../components/section-tabs';

/**
 * One section of Visit exceptions (Days without proof, Refused checks): its
 * title and what it is for, a word to staff who are not ADMINs (an ADMIN
 * decides), the tabs of what needs a decision and what was decided, then the
 * list: loading, offline or failed, how many, what an empty list means, the
 * rows, and `pager` under them. `children` are the section's dialogs.
 */
export function DecisionListSection<S extends string>({
  id,
  title,
  intro,
  admin,
  notAdmin,
  tabs,
  state,
  onState,
  status,
  count,
  countText,
  empty,
  listLabel,
  rows,
  pager,
  children,
}: {
  /** Unique on the screen: the title is `<id>-title`, the tabs `<id>`. */
  id: string;
  title: string;
  intro: ReactNode;
  admin: boolean;
  /** What staff who are not ADMINs do about a row. */
  notAdmin: string;
  tabs: readonly SectionTab<S>[];
  state: S;
  onState: (state: S) => void;
  status: TableQueryState;
  /** The rows of the list in all (undefined until it is read). */
  count: number | undefined;
  countText: string;
  empty: string;
  listLabel: string;
  rows: ReactNode[];
  pager?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box>
        <Typography id={`${id}-title`} variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '80ch' }}>
          {intro}
        </Typography>
      </Box>
      {admin ? null : <Alert severity="info">{notAdmin}</Alert>}
      <SectionTabs
        id={id}
        tabs={tabs}
        value={state}
        onChange={onState}
        label={title}
        variant="standard"
        panelSx={{ display: 'grid', gap: 1.5 }}
      >
        {status.loading ? <LinearProgress aria-label={`Loading ${title.toLowerCase()}`} /> : null}
        <ListNotice offline={status.offline} error={status.error} onRetry={status.onRetry} />
        {count !== undefined ? (
          <Typography variant="body2" aria-live="polite">
            {countText}
          </Typography>
        ) : null}
        {count === 0 ? (
          <Paper variant="outlined" sx={{ p: 2, color: 'text.secondary' }}>
            {empty}
          </Paper>
        ) : null}
        {rows.length ? (
          <Box
            component="ul"
            aria-label={listLabel}
            aria-busy={status.loading}
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              opacity: status.loading ? 0.5 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {rows}
          </Box>
        ) : null}
        {pager}
      </SectionTabs>
      {children}
    </Box>
  );
}
