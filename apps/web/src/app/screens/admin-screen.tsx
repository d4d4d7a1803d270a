import Box from '@mui/material/Box';
import { SectionTabs, useTabParam } from '../../components/section-tabs';
import { SmsAdminTab } from '../../features/communication/components/sms-admin-tab';
import { CareScheduleCard } from '../../features/maternal/components/care-schedule-card';
import { PaymentSettingsCard } from '../../features/payments/components/payment-settings-card';
import { PayrollSettingsCard } from '../../features/payroll/components/payroll-settings-card';
import { PrivacyTab } from '../../features/privacy/components/privacy-tab';
import { AuditTab } from '../../features/staff/components/audit-tab';
import { ServiceDetailsCard } from '../../features/staff/components/service-details-card';
import { StaffTab } from '../../features/staff/components/staff-tab';
import { VisitSettingsCard } from '../../features/visits/components/visit-settings-card';
import { useDocumentTitle } from '../../lib/use-document-title';

const TABS = [
  { key: 'staff', label: 'Staff' },
  { key: 'audit', label: 'Audit log' },
  { key: 'service', label: 'Service details' },
  { key: 'sms', label: 'SMS' },
  { key: 'payroll', label: 'Payroll and payments' },
  { key: 'care', label: 'Care schedule' },
  { key: 'privacy', label: 'Privacy' },
] as const;

/**
 * /admin (ADMIN only, ruling 4 and 8): staff accounts, the audit log, the
 * service details printed on orders and care cards, and the automatic SMS
 * with the gateway's settings (issue 24), the access log and retention of
 * personal data (issue 26), and the visits' shift starts and coordinator
 * beside the service details (issue 37), and the mothers' and babies' care
 * schedule (issue 42); ?tab= keeps the tab. It gathers several areas'
 * cards, so it lives in app/ (ADR 031).
 */
export function AdminScreen() {
  useDocumentTitle('Admin');
  const [tab, setTab] = useTabParam(TABS, 'staff');

  return (
    <SectionTabs id="admin" tabs={TABS} value={tab} onChange={setTab} label="Admin">
      {tab === 'staff' ? <StaffTab /> : null}
      {tab === 'audit' ? <AuditTab /> : null}
      {tab === 'service' ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ServiceDetailsCard />
          <VisitSettingsCard />
        </Box>
      ) : null}
      {tab === 'sms' ? <SmsAdminTab /> : null}
      {tab === 'payroll' ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <PayrollSettingsCard />
          <PaymentSettingsCard />
        </Box>
      ) : null}
      {tab === 'care' ? <CareScheduleCard /> : null}
      {tab === 'privacy' ? <PrivacyTab /> : null}
    </SectionTabs>
  );
}
