import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { HealthTipsTab } from './health-tips-tab';
import { NotificationForm } from './notification-form';
import { NotificationHistory } from './notification-history';
import { SmsTab } from './sms-tab';
import { useDocumentTitle } from '../../../lib/use-document-title';

const TABS = [
  { key: 'push', label: 'Push Notifications' },
  { key: 'sms', label: 'SMS' },
  { key: 'tips', label: 'Health care info' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * /communication (SPEC 2): Push Notifications, SMS (issue 24) and Health care
 * info; ?tab= keeps the tab.
 */
export function CommunicationScreen() {
  useDocumentTitle('Communication');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabKey = TABS.some((t) => t.key === asked) ? (asked as TabKey) : 'push';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => setParams({ tab: next }, { replace: true })}
          // Three short tabs: on a phone they share the width instead of scrolling.
          variant={phone ? 'fullWidth' : 'standard'}
          aria-label="Communication"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`communication-tab-${t.key}`}
              aria-controls="communication-panel"
            />
          ))}
        </Tabs>
      </Paper>
      <Box
        role="tabpanel"
        id="communication-panel"
        aria-labelledby={`communication-tab-${tab}`}
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        {tab === 'push' ? (
          <>
            <NotificationForm />
            <NotificationHistory />
          </>
        ) : tab === 'sms' ? (
          <SmsTab />
        ) : (
          <HealthTipsTab />
        )}
      </Box>
    </Box>
  );
}
