import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet, useMatch, useNavigate } from 'react-router';
import { pathTo, paths } from '../../../config/paths';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerList } from './customer-list';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Height of the list: the viewport less the top bar, the page padding and the view tabs. */
const LIST_HEIGHT = { xs: 'calc(100dvh - 222px)', md: 'calc(100dvh - 166px)' };

/**
 * /customers/list (SPEC 2): the list on the left (2 of 12 columns, at least
 * wide enough for a name), the selected profile on the right. On a phone the
 * list fills the screen and an open profile replaces it.
 */
export function CustomersScreen() {
  useDocumentTitle('Customers');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const match = useMatch(paths.customerDetail);
  const selectedId = match?.params.id ? Number(match.params.id) : undefined;
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const showList = desktop || selectedId === undefined;
  const showDetail = desktop || selectedId !== undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 2fr) minmax(0, 10fr)' },
        alignItems: 'start',
      }}
    >
      {showList ? (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Customer list"
          sx={{ height: LIST_HEIGHT, display: 'flex', flexDirection: 'column', minWidth: 0 }}
        >
          <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
            Customers
          </Typography>
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <CustomerList selectedId={selectedId} />
          </Box>
        </Paper>
      ) : null}
      {showDetail ? (
        <Box sx={{ minWidth: 0 }}>
          {selectedId === undefined ? (
            <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
              Choose a customer to see the profile, or add one with the + button.
            </Paper>
          ) : (
            <Outlet />
          )}
        </Box>
      ) : null}
      {showList ? (
        <Fab
          color="primary"
          aria-label="Add customer"
          onClick={() => setAdding(true)}
          sx={{ position: 'fixed', right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 } }}
        >
          <Add />
        </Fab>
      ) : null}
      <CustomerFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={({ customer }) => void navigate(pathTo.customer(customer.id))}
      />
    </Box>
  );
}
