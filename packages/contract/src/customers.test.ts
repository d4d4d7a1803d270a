import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY,
  customerCreateSchema,
  customerTypeForProduct,
  customerUpdateSchema,
} from './customers.ts';
import { CUSTOMER_PRODUCTS } from './enums/customers.ts';

const valid = {
  firstname: '  Amina ',
  lastname: 'Nakato',
  phonenumber: '0772 123 456',
  address: 'Plot 4, Ntinda Road, Kampala',
  order: { order: 'Prepared mama bag' },
};

/** The messages of a refused payload, by field path. */
function errorsOf(value: unknown): Record<string, string> {
  const r = customerCreateSchema.safeParse(value);
  if (r.success) return {};
  // The first message of each field, as the API's `details` reports it.
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('customerCreateSchema (SPEC 5)', () => {
  it('accepts the form, trims text, stores the phone as E.164', () => {
    const out = customerCreateSchema.parse(valid);
    expect(out.firstname).toBe('Amina');
    expect(out.phonenumber).toBe('+256772123456');
    expect(out.email).toBeNull();
    expect(out.alternate_number).toBeNull();
    expect(out.order.order).toBe('Prepared mama bag');
  });

  it("defaults the country to 'Uganda, East Africa'", () => {
    expect(DEFAULT_COUNTRY).toBe('Uganda, East Africa');
    expect(customerCreateSchema.parse(valid).contry).toBe('Uganda, East Africa');
    expect(customerCreateSchema.parse({ ...valid, contry: '  ' }).contry).toBe(DEFAULT_COUNTRY);
    expect(customerCreateSchema.parse({ ...valid, contry: 'Kenya' }).contry).toBe('Kenya');
  });

  it("requires first name, last name and address ('Field is required') and the phone", () => {
    expect(errorsOf({ order: valid.order })).toMatchObject({
      firstname: 'Field is required',
      lastname: 'Field is required',
      address: 'Field is required',
      phonenumber: 'Phone number is required',
    });
  });

  it('treats blank text as missing', () => {
    expect(errorsOf({ ...valid, firstname: '   ', address: ' ' })).toEqual({
      firstname: 'Field is required',
      address: 'Field is required',
    });
  });

  it('refuses a phone that is not a Ugandan mobile and an invalid e-mail', () => {
    const errors = errorsOf({ ...valid, phonenumber: '12345', email: 'amina@' });
    expect(errors.phonenumber).toMatch(/Ugandan mobile/);
    expect(errors.email).toBe('E-mail must be valid');
  });

  it('accepts 0 to 6 children only', () => {
    expect(customerCreateSchema.parse({ ...valid, children: '6' }).children).toBe(6);
    expect(customerCreateSchema.parse({ ...valid, children: 0 }).children).toBe(0);
    expect(errorsOf({ ...valid, children: 7 })).toHaveProperty('children');
    expect(errorsOf({ ...valid, children: -1 })).toHaveProperty('children');
  });

  it('accepts the genders Female and Male only', () => {
    expect(customerCreateSchema.parse({ ...valid, gender: 'Male' }).gender).toBe('Male');
    expect(errorsOf({ ...valid, gender: 'female' })).toHaveProperty('gender');
  });

  it('requires the ordered product to be one of the four', () => {
    expect(errorsOf({ ...valid, order: { order: 'Something else' } })).toEqual({
      'order.order': 'Field is required',
    });
    expect(errorsOf({ ...valid, order: {} })).toEqual({ 'order.order': 'Field is required' });
  });
});

describe('customerUpdateSchema (ruling 14)', () => {
  const { order: _order, ...profile } = valid;

  it('validates an edit like a create', () => {
    const r = customerUpdateSchema.safeParse({ ...profile, lastname: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('Field is required');
  });

  it('takes a canonical user type and a version', () => {
    const out = customerUpdateSchema.parse({
      ...profile,
      user_type: 'expecting',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(out.user_type).toBe('expecting');
    expect(customerUpdateSchema.safeParse({ ...profile, user_type: 'staff' }).success).toBe(false);
  });

  it("accepts the spec's spelling 'others' and reads it as 'other' (ruling 10)", () => {
    const r = customerUpdateSchema.safeParse({ ...profile, user_type: 'others' });
    expect(r.success).toBe(true);
    expect(r.data?.user_type).toBe('other');
  });
});

describe('customerTypeForProduct (SPEC 5)', () => {
  it.each([
    ['Prepared mama bag', 'parent'],
    ['Mama kit value', 'parent'],
    ['Postnatal care services', 'parent'],
    ['Patient care services', 'other'],
  ])('%s makes the customer %s', (product, type) => {
    expect(customerTypeForProduct(product)).toBe(type);
  });

  it('covers the four products and treats anything else as other', () => {
    expect(CUSTOMER_PRODUCTS).toHaveLength(4);
    expect(customerTypeForProduct('A shop product')).toBe('other');
  });
});
