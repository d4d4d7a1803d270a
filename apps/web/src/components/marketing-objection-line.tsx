import Campaign from '@mui/icons-material/Campaign';
import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/contract';

type MarketingObjectionLineProps = {
  /** When the person objected to marketing; null: she has not. */
  objectedAt: string | null;
  busy: boolean;
  onChange: (objected: boolean) => void;
};

/**
 * A profile's "Marketing" line (issue 26): whether health tips and group SMS
 * may go to this customer or nurse, and one click to object or to allow them
 * again. Messages to her alone and the automatic service SMS are not
 * marketing and still go. Each area hands in its own mutation.
 */
export function MarketingObjectionLine({
  objectedAt,
  busy,
  onChange,
}: MarketingObjectionLineProps) {
  const objected = objectedAt !== null;
  return (
    <Box
      component="section"
      aria-label="Marketing"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
        {objected ? <Block /> : <Campaign />}
      </Box>
      <Box component="dl" sx={{ m: 0, flex: '1 1 160px', minWidth: 0 }}>
        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
          Marketing
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {objected
            ? `Objected since ${formatDate(objectedAt)}: no health tips, no group SMS`
            : 'Health tips and group SMS allowed'}
        </Typography>
      </Box>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => onChange(!objected)}>
        {objected ? 'Allow marketing again' : 'Object to marketing'}
      </Button>
    </Box>
  );
}
