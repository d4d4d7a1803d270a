import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** "Export CSV" beside a list's title: full width on a phone, a spinner while the file is made. */
export function ExportCsvButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  return (
    <Button
      variant="outlined"
      sx={{ flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' }}
      onClick={onClick}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <Download />}
    >
      Export CSV
    </Button>
  );
}
