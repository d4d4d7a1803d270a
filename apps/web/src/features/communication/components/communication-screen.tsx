import { CareMessagesTab } from './care-messages-tab';
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
  { key: 'care-messages', label: 'Care messages' },
] as const;

/**
 * /communication (SPEC 2): Push Notifications, SMS (issue 24), Health care
 * info and Care messages, the messages for each week (issue 42); ?tab= keeps
 * the tab.
 */
export function CommunicationScreen() {
  useDocumentTitle('Communication');
  const [tab, setTab] = useTabParam(TABS, 'push');

  return (
    <SectionTabs
      id="communication"
      tabs={TABS}
      value={tab}
      onChange={setTab}
      label="Communication"
      // Four tabs do not fit a phone's width: they scroll, with their buttons.
      variant="scrollable"
      panelSx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {tab === 'push' ? (
        <>
          <NotificationForm />
          <NotificationHistory />
        </>
      ) : tab === 'sms' ? (
        <SmsTab />
      ) : tab === 'tips' ? (
        <HealthTipsTab />
      ) : (
        <CareMessagesTab />
      )}
    </SectionTabs>
  );
}
