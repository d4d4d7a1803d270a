import { JobCardDialog } from '../../features/jobcards/components/job-card-dialog';
import { VisitExceptions } from '../../features/visits/components/visit-exceptions';

/**
 * /visits/days (issue 37): Visit exceptions, the days without proof of the
 * visit and the refused checks, each care card opening its job card. It
 * shows two areas, visits and job cards, so it lives in app/ (ADR 031).
 */
export function VisitExceptionsScreen() {
  return <VisitExceptions JobCardDialog={JobCardDialog} />;
}
