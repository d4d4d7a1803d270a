// auth: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

export const ROLES = ['ADMIN', 'STAFF'] as const;

export type Role = (typeof ROLES)[number];
