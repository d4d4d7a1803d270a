import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { SmsAdminTab } from '../../features/communication/components/sms-admin-tab';
import { AuditTab } from '../../features/staff/components/audit-tab';
import { ServiceDetailsCard } from '../../features/staff/components/service-details-card';
import { StaffTab } from '../../features/staff/components/staff-tab';
import { useDocumentTitle } from '../../lib/use-document-title';

const TABS = [
  { key: 'staff', label: 'Staff' },
  { key: 'audit', label: 'Audit log' },
  { key: 'service', label: 'Service details' },
  { key: 'sms', label: 'SMS' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * /admin (ADMIN only, ruling 4 and 8): staff accounts, the audit log, the
 * service details printed on orders and care cards, and the automatic SMS
 * with the gateway's settings (issue 24); ?tab= keeps the tab. It gathers two
 * areas (staff, communication), so it lives in app/ (ADR 031).
 */
export function AdminScreen() {
  useDocumentTitle('Admin');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabKey = TABS.some((t) => t.key === asked) ? (asked as TabKey) : 'staff';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          // Changing tab drops the other tab's filters.
          onChange={(_event, next: TabKey) => setParams({ tab: next }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Admin"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`admin-tab-${t.key}`}
              aria-controls="admin-panel"
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'staff' ? <StaffTab /> : null}
        {tab === 'audit' ? <AuditTab /> : null}
        {tab === 'service' ? <ServiceDetailsCard /> : null}
        {tab === 'sms' ? <SmsAdminTab /> : null}
      </Box>
    </Box>
  );
}
