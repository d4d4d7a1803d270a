import { shownDay } from './pregnancy-facts';

// How the care screens write a step's window and what it holds (issue 42):
// the profile's timeline, the Care due worklist and the record dialog alike.

type Window = { dueFrom: string; dueUntil: string };

/** "Due 01-12-2026 to 04-12-2026", or one day when the window is one. */
export const dueWindowText = (s: Window) =>
  s.dueFrom === s.dueUntil
    ? `Due ${shownDay(s.dueFrom)}`
    : `Due ${shownDay(s.dueFrom)} to ${shownDay(s.dueUntil)}`;

/** "BCG, OPV 0 · for Waswa": a step's vaccines and the baby a dose is for. */
export function stepDetailText(s: { vaccines: readonly string[]; babyName?: string | null }) {
  return [s.vaccines.join(', '), s.babyName ? `for ${s.babyName}` : ''].filter(Boolean).join(' · ');
}
