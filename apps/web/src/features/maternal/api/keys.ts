// Query keys of the maternal area (issue 42); a save refreshes her pregnancies.
export const maternalKeys = {
  all: ['maternal'] as const,
  pregnancies: (customerId: number) => ['maternal', 'pregnancies', customerId] as const,
};
