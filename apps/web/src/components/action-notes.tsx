import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Why a button is greyed out; the button names it with aria-describedby={id}. */
export type ActionNote = { id: string; text: string };

type ActionNotesProps = { notes: readonly ActionNote[]; sx?: BoxProps['sx'] };

/**
 * The reasons some buttons are greyed out, written on their own line below
 * them (issue 36): a disabled button fires no tooltip, so the words stay in view.
 */
export function ActionNotes({ notes, sx }: ActionNotesProps) {
  if (notes.length === 0) return null;
  return (
    <Box sx={[{ flexBasis: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {notes.map((note) => (
        <Typography key={note.id} id={note.id} variant="body2" sx={{ color: 'text.secondary' }}>
          {note.text}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Status buttons with the reason each is greyed out (`why`, null when it may
 * be pressed), and those reasons for ActionNotes; ids start with `idPrefix`.
 */
export function withNotes<A extends { status: string }>(
  actions: readonly A[],
  idPrefix: string,
  why: (status: A['status']) => string | null,
) {
  const noted = actions.map((action) => {
    const text = why(action.status);
    return { ...action, note: text ? { id: `${idPrefix}-${action.status}`, text } : null };
  });
  return { actions: noted, notes: noted.flatMap((a) => (a.note ? [a.note] : [])) };
}
