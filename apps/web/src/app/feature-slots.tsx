import { lazy, Suspense, type ReactNode } from 'react';
import { NurseJobDaysProvider, type NurseJobDaysProps } from '../lib/nurse-job-days-slot';
import { RequestPaymentProvider, type RequestPaymentProps } from '../lib/request-payment-slot';

// Parts one area shows inside another's screens, handed in once here (ADR
// 031: a feature imports no other). Each is loaded when first shown.

const JobDaysProof = lazy(() =>
  import('../features/visits/components/job-days-proof').then((m) => ({
    default: m.JobDaysProof,
  })),
);

const RequestPaymentButton = lazy(() =>
  import('../features/payments/components/request-payment-button').then((m) => ({
    default: m.RequestPaymentButton,
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

/** Issue 43: "Request payment" (payments) on a job card, a ledger entry, a booking, a shop order. */
function RequestPayment(props: RequestPaymentProps) {
  return (
    <Suspense fallback={null}>
      <RequestPaymentButton {...props} />
    </Suspense>
  );
}

/** Around the signed-in screens (the app shell). */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <NurseJobDaysProvider part={NurseJobDays}>
      <RequestPaymentProvider part={RequestPayment}>{children}</RequestPaymentProvider>
    </NurseJobDaysProvider>
  );
}
