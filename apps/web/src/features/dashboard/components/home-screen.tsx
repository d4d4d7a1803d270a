import { ComingSoon } from '../../../components/coming-soon';

export function HomeScreen() {
  return (
    <ComingSoon
      title="Overview"
      description="Overview: nurses awaiting approval, new bookings, pending job cards, pending shop orders, and this month's income in UGX with a chart; each count links to its list. Coming with the overview work."
    />
  );
}
