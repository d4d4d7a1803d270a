// The review messages (SPEC 8).
export const REVIEW_MSG = {
  added: 'Review added',
  failed: 'Error saving review',
} as const;
