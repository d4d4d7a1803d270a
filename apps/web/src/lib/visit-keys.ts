// Issue 37: a job card and its nurse jobs move together (the API moves the
// card when a nurse job starts or ends, and closes a card's open jobs with
// it), so a change on either side reloads both. The two areas' query-key
// roots, written once here: a feature may not import another feature.

/** Every job card query (lists, details, a card's nurses and timeline). */
export const JOB_CARD_QUERIES = ['jobcards'] as const;
/** Every nurse's job list. */
export const NURSE_JOB_QUERIES = ['nurses', 'jobs'] as const;
