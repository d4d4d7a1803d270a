// Query keys of reviews; saving a review invalidates `nurse(id)`.
export const reviewKeys = {
  all: ['reviews'] as const,
  nurse: (nurseId: number) => ['reviews', 'nurse', nurseId] as const,
  nursePage: (nurseId: number, page: number, pageSize: number) =>
    ['reviews', 'nurse', nurseId, page, pageSize] as const,
};
