import { RouteTabsLayout } from '../../components/route-tabs';
import { paths } from '../../config/paths';

const TABS = [
  { label: 'Ledger', path: paths.financeList },
  { label: 'Payroll', path: paths.financePayroll },
  { label: 'Reconciliation', path: paths.financeReconciliation },
  { label: 'Payments', path: paths.financePayments },
] as const;

/**
 * Finance's views (issue 25): the income ledger, nurse payroll, the mobile
 * money reconciliation and (issue 43) the payment prompts sent to phones,
 * each its own URL (a payout batch is under Payroll). It gathers several
 * areas (finance, payroll, reconciliation and payments), so it lives in app/
 * (ADR 031). The top-bar search finds ledger entries: a new term typed
 * elsewhere opens the ledger, as the shop's search opens its orders.
 */
export function FinanceLayout() {
  return <RouteTabsLayout tabs={TABS} label="Finance views" searchTab={paths.financeList} />;
}
