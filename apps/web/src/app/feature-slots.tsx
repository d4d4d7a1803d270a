import { lazy, Suspense, type ReactNode } from 'react';
import { NurseJobDaysProvider, type NurseJobDaysProps } from '../lib/nurse-job-days-slot';

// Parts one area shows inside another's screens, handed in once here (ADR
// 031: a feature imports no other). Each is loaded when first shown.

const JobDaysProof = lazy(() =>
  import('../features/visits/components/job-days-proof').then((m) => ({
    default: m.JobDaysProof,
  })),
);

/** A nurse job's days of care with their proof (visits), in the job card (jobcards). */
function NurseJobDays(props: NurseJobDaysProps) {
  return (
    <Suspense fallback={null}>
      <JobDaysProof {...props} />
    </Suspense>
  );
}

/** Around the signed-in screens (the app shell). */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <NurseJobDaysProvider part={NurseJobDays}>{children}</NurseJobDaysProvider>;
}
