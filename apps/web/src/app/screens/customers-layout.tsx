import { RouteTabsLayout } from '../../components/route-tabs';
import { paths } from '../../config/paths';

const TABS = [
  { label: 'Profiles', path: paths.customersList },
  { label: 'Care due', path: paths.customersCareDue },
] as const;

/**
 * Customers' two views: the profiles (list and profile) and, issue 42, the
 * Care due worklist of contacts and vaccines across them, each its own URL.
 * The worklist books visits with the job cards' form, so this lives in app/
 * (ADR 031). The top-bar search finds profiles: a term typed on Care due
 * opens them.
 */
export function CustomersLayout() {
  return (
    <RouteTabsLayout tabs={TABS} label="Customer views" searchTab={paths.customersList} dense />
  );
}
