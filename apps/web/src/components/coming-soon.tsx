import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type ComingSoonProps = {
  title: string;
  /** What the screen will hold, in a member of staff's words. */
  description: string;
};

/** A placeholder for a screen not built yet that says what will be there. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section">
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '70ch' }}>
        {description}
      </Typography>
      <Chip label="Coming soon" size="small" variant="outlined" color="primary" />
    </Paper>
  );
}
