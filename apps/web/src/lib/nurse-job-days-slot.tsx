import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

// Issue 37: the job card (the jobcards area) shows each nurse job's days of
// care with their proof, which the visits area knows. A feature imports no
// other (ADR 031), and the job card dialog opens from several screens (the
// job cards tab, a customer, a booking, Visit exceptions), so app/ hands the
// part in once, around the signed-in screens, and the job card reads it
// here. Without a provider (the job card alone in a test) there is no part.

/** What the part is told of a nurse job. */
export type NurseJobDaysProps = {
  nurseJobId: number;
  nurseName: string;
  /** Only a completed job's days wait for an ADMIN's decision on pay. */
  completed: boolean;
};

export type NurseJobDaysPart = ComponentType<NurseJobDaysProps>;

const Slot = createContext<NurseJobDaysPart | null>(null);

export function NurseJobDaysProvider({
  part,
  children,
}: {
  part: NurseJobDaysPart;
  children: ReactNode;
}) {
  return <Slot value={part}>{children}</Slot>;
}

/** The part showing a nurse job's days and proof, when the app provides one. */
export function useNurseJobDaysPart(): NurseJobDaysPart | null {
  return useContext(Slot);
}
