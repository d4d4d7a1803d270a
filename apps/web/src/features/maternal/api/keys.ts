// Query keys of the maternal area (issue 42); a save refreshes her pregnancies,
// an outcome also her babies and her care timeline.
export const maternalKeys = {
  all: ['maternal'] as const,
  pregnancies: (customerId: number) => ['maternal', 'pregnancies', customerId] as const,
  babies: (customerId: number) => ['maternal', 'babies', customerId] as const,
  careTimeline: (customerId: number) => ['maternal', 'care-timeline', customerId] as const,
};
