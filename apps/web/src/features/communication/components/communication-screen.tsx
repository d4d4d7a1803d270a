import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { HealthTipsTab } from './health-tips-tab';
import { NotificationForm } from './notification-form';
import { NotificationHistory } from './notification-history';
import { SmsTab } from './sms-tab';
import { SectionTabs, useTabParam } from '../../../components/section-tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';

const TABS = [
  { key: 'push', label: 'Push Notifications' },
  { key: 'sms', label: 'SMS' },
  { key: 'tips', label: 'Health care info' },
] as const;

/**
 * /communication (SPEC 2): Push Notifications, SMS (issue 24) and Health care
 * info; ?tab= keeps the tab.
 */
export function CommunicationScreen() {
  useDocumentTitle('Communication');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useTabParam(TABS, 'push');

  return (
    <SectionTabs
      id="communication"
      tabs={TABS}
      value={tab}
      onChange={setTab}
      label="Communication"
      // Three short tabs: on a phone they share the width instead of scrolling.
      variant={phone ? 'fullWidth' : 'standard'}
      panelSx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
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
    </SectionTabs>
  );
}
