import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

/** What the card needs of its setting's query (TanStack Query's result). */
type Loaded<T> = { isError: boolean; error: unknown; data: T | undefined };

/**
 * The frame of one of Admin's settings cards: a titled section (a region
 * named by its title), an optional word on what the setting does, then the
 * setting once read: its error while it cannot be read, a placeholder of
 * `loadingHeight` px while it loads. `footer` comes under it (the word that
 * follows the setting's state, a confirmation dialog).
 */
export function SettingsCard<T>({
  id,
  title,
  intro,
  setting,
  loadingHeight,
  children,
  footer,
}: {
  /** Unique on the screen: the title's id is `<id>-title`. */
  id: string;
  title: string;
  intro?: ReactNode;
  setting: Loaded<T>;
  loadingHeight: number;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {title}
        </Typography>
        {intro ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intro}
          </Typography>
        ) : null}
      </Box>
      {setting.isError ? (
        <Alert severity="error">{errorMessage(setting.error)}</Alert>
      ) : setting.data !== undefined ? (
        children(setting.data)
      ) : (
        <Skeleton variant="rounded" height={loadingHeight} />
      )}
      {footer}
    </Paper>
  );
}

/**
 * A settings card's form: its fields three a row on a wide screen (one on a
 * phone), and its save button under them, live once something changed and
 * while nothing is being saved.
 */
export function SettingsForm({
  label,
  onSubmit,
  submitLabel,
  canSave,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  canSave: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={!canSave}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
