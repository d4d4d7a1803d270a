// customers: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

export const CUSTOMER_TYPES = ['parent', 'expecting', 'other'] as const;

export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export function canonicalCustomerType(value: string): CustomerType | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'others') return 'other';
  return (CUSTOMER_TYPES as readonly string[]).includes(v) ? (v as CustomerType) : undefined;
}

export const CUSTOMER_GENDERS = ['Female', 'Male'] as const;

export const CUSTOMER_PRODUCTS = [
  'Prepared mama bag',
  'Mama kit value',
  'Patient care services',
  'Postnatal care services',
] as const;

/** SPEC 5: these products make the new customer a parent; anything else is other. */
export const PARENT_PRODUCTS: readonly string[] = [
  'Prepared mama bag',
  'Mama kit value',
  'Postnatal care services',
];
