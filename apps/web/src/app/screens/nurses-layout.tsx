import { RouteTabsLayout } from '../../components/route-tabs';
import { paths } from '../../config/paths';

const TABS = [
  { label: 'Profiles', path: paths.nursesList },
  { label: 'Schedule', path: paths.nursesSchedule },
] as const;

/**
 * Nurses' two views (issue 27): the profiles (list and profile) and the
 * schedule, each its own URL. The schedule gathers two areas (its own and
 * the nurses' job dialog), so this lives in app/ (ADR 031). The top-bar
 * search finds nurse profiles: a new term typed on the schedule opens them.
 */
export function NursesLayout() {
  return <RouteTabsLayout tabs={TABS} label="Nurse views" searchTab={paths.nursesList} dense />;
}
