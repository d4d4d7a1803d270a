import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, lazy, useState } from 'react';
import { Outlet, useMatch, useNavigate, useSearchParams } from 'react-router';
import { pathTo, paths } from '../../../config/paths';
import type { NurseDetailProps, NurseProfileOutlet } from './nurse-detail-view';
import { NurseList, type NurseTab } from './nurse-list';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';

// The list comes first; the profile and the wizard (forms, zod) load when needed.
const NurseDetailViewChunk = lazy(() =>
  import('./nurse-detail-view').then((m) => ({ default: m.NurseDetailView })),
);
const NurseWizardDialog = lazy(() =>
  import('./nurse-wizard-dialog').then((m) => ({ default: m.NurseWizardDialog })),
);

/** /nurses/list/:id: one nurse profile (SPEC 2), its code loaded on first visit. */
export function LazyNurseDetailView(props: NurseDetailProps) {
  return (
    <Suspense fallback={<PageLoader />}>
      <NurseDetailViewChunk {...props} />
    </Suspense>
  );
}

const isNurseTab = (value: string | null): value is NurseTab =>
  value === 'approved' || value === 'unapproved';

/**
 * The list's tab: `?tab=` when given (Home's 'awaiting approval' link), kept
 * while the user moves between profiles (whose URLs carry no tab).
 */
function useNurseTab() {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<NurseTab>(isNurseTab(asked) ? asked : 'approved');
  const [seen, setSeen] = useState(asked);
  // A link followed while the screen is open (Home, the menu) picks the tab again.
  if (asked !== seen) {
    setSeen(asked);
    if (isNurseTab(asked)) setTab(asked);
  }
  return [tab, setTab] as const;
}

/** Height of the list: the viewport less the top bar, the Profiles | Schedule tabs (app/screens/nurses-layout.tsx) and the page padding. */
const LIST_HEIGHT = { xs: 'calc(100dvh - 222px)', md: 'calc(100dvh - 166px)' };

/**
 * /nurses/list (SPEC 2): the care-team list on the left, the selected profile
 * on the right. On a phone the list fills the screen and an open profile
 * replaces it (with a back button).
 */
export function NursesScreen() {
  useDocumentTitle('Nurses');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const match = useMatch(paths.nurseDetail);
  const selectedId = match?.params.id ? Number(match.params.id) : undefined;
  const [tab, setTab] = useNurseTab();
  const [adding, setAdding] = useState(false);
  const [wizardUsed, setWizardUsed] = useState(false);
  // On a desk the list may step aside, so an open profile's tables get the width:
  // by the chevron, or of itself while the open tab wants the width (Nurse Jobs,
  // all of whose columns fit a 1280 px desk only without the list beside them)
  // and the window is narrower than xl. Hide or Show decides from then on.
  const [listHidden, setListHidden] = useState<boolean | null>(null);
  const [wideTab, setWideTab] = useState(false);
  const roomy = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const navigate = useNavigate();
  const folded = desktop && selectedId !== undefined && (listHidden ?? (wideTab && !roomy));
  const showList = (desktop && !folded) || selectedId === undefined;
  const showDetail = desktop || selectedId !== undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: folded ? 'minmax(0, 1fr)' : 'minmax(300px, 3fr) minmax(0, 9fr)',
        },
        alignItems: 'start',
      }}
    >
      {showList ? (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Nurse list"
          sx={{ height: LIST_HEIGHT, display: 'flex', flexDirection: 'column', minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 0.5 }}>
            <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
              Care team
            </Typography>
            <Button
              size="small"
              startIcon={<Add />}
              onClick={() => {
                setWizardUsed(true);
                setAdding(true);
              }}
            >
              Add nurse
            </Button>
            {desktop && selectedId !== undefined ? (
              <IconButton
                size="small"
                aria-label="Hide nurse list"
                onClick={() => setListHidden(true)}
              >
                <ChevronLeft fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <NurseList tab={tab} onTabChange={setTab} selectedId={selectedId} />
          </Box>
        </Paper>
      ) : null}
      {showDetail ? (
        <Box sx={{ minWidth: 0 }}>
          {folded ? (
            <Button
              size="small"
              startIcon={<ChevronRight />}
              onClick={() => setListHidden(false)}
              sx={{ mb: 1 }}
            >
              Show nurse list
            </Button>
          ) : null}
          {selectedId === undefined ? (
            <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
              Choose a nurse to see the profile, or add one with Add nurse.
            </Paper>
          ) : (
            <Outlet context={{ setWideTab } satisfies NurseProfileOutlet} />
          )}
        </Box>
      ) : null}
      {wizardUsed ? (
        <Suspense fallback={null}>
          <NurseWizardDialog
            open={adding}
            onClose={() => setAdding(false)}
            onSaved={(nurse) => {
              // A new profile waits for approval: show it where it is listed.
              setTab('unapproved');
              void navigate(pathTo.nurse(nurse.id));
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
