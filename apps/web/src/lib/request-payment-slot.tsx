import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { PaymentTarget } from '@app/contract';

// Issue 43: a job card, a ledger entry, a booking and a shop order each offer
// "Request payment", a prompt on her phone, which the payments area knows. A
// feature imports no other (ADR 031), so app/ hands the part in once, around
// the signed-in screens, and those screens read it here. Without a provider
// (a screen alone in a test) there is no part and no button.

/** What the part is told of the thing to be paid. */
export type RequestPaymentProps = {
  target: PaymentTarget;
  targetId: number;
  /** Greyed out (e.g. a cancelled job card); the API refuses it anyway. */
  disabled?: boolean;
  /** An icon alone, for a narrow place (the ledger's Manage column). */
  compact?: boolean;
};

export type RequestPaymentPart = ComponentType<RequestPaymentProps>;

const Slot = createContext<RequestPaymentPart | null>(null);

export function RequestPaymentProvider({
  part,
  children,
}: {
  part: RequestPaymentPart;
  children: ReactNode;
}) {
  return <Slot value={part}>{children}</Slot>;
}

/** The "Request payment" button with its dialog, when the app provides one. */
export function useRequestPaymentPart(): RequestPaymentPart | null {
  return useContext(Slot);
}
