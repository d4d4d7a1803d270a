// Query keys of Today's visits (beside the days' proof keys, under ['visits']).
// Saving the settings invalidates every board, so the states follow the new
// shift starts at once.
export const visitKeys = {
  boards: ['visits', 'today'] as const,
  today: (date?: string) => ['visits', 'today', date ?? 'today'] as const,
  settings: ['visits', 'settings'] as const,
};
