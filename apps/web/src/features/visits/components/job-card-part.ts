import type { ComponentType } from 'react';

/** The job card dialog, handed in by the screen (app/screens, ADR 031): visits never import jobcards. */
export type JobCardDialogPart = ComponentType<{ jobCardId: number | null; onClose: () => void }>;
