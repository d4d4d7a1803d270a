import { describe, expect, it } from 'vitest';
import {
  canonicalLeadSource,
  canonicalOrderProduct,
  canonicalPaymentMethod,
  canonicalStation,
  pictureSource,
  reviewCreateSchema,
} from './index.ts';

// Issue 20: SPEC 9's spellings of the ledger's choices, SPEC 3's review
// job_id, and where a product picture may come from.
describe("SPEC 9's spellings", () => {
  it.each([
    [canonicalOrderProduct, 'Value kit', 'VALUE KIT'],
    [canonicalOrderProduct, 'a shop product', 'SHOP'],
    [canonicalOrderProduct, 'Mama kit value', 'VALUE KIT'],
    [canonicalLeadSource, 'Referal', 'Referral'],
    [canonicalLeadSource, 'a ride-hailing service', 'Ride-hailing'],
    [canonicalStation, 'the courier station', 'Courier station'],
    [canonicalPaymentMethod, 'mobile money', 'Mobile Money'],
  ])('%#: %j is stored as %j', (canonical, spelling, value) => {
    expect(canonical(spelling)).toBe(value);
  });

  it('knows no other value, nor an object key', () => {
    for (const v of ['Baby shoes', '', 'constructor', '__proto__', 'toString'])
      expect(canonicalOrderProduct(v)).toBeUndefined();
  });
});

describe('review job_id (SPEC 3)', () => {
  const rest = { nps: 7, customer_review: 'Kind', nurse_review: 'Good' };
  it('reads job_id, or nurse_job_id, as the nurse job reviewed', () => {
    expect(reviewCreateSchema.parse({ job_id: 4, ...rest }).nurse_job_id).toBe(4);
    expect(reviewCreateSchema.parse({ nurse_job_id: '5', ...rest }).nurse_job_id).toBe(5);
    expect(reviewCreateSchema.safeParse(rest).success).toBe(false);
    expect(reviewCreateSchema.safeParse({ job_id: 4, nurse_job_id: 5, ...rest }).success).toBe(
      false,
    );
  });
});

describe('pictureSource', () => {
  it('knows our own pictures and https: hosts, nothing else', () => {
    expect(pictureSource(`/api/v1/pictures/${'a'.repeat(64)}.webp`)).toBe('own');
    expect(pictureSource('https://Images.Example.org/a.png')).toEqual({
      host: 'images.example.org',
    });
    for (const v of [
      'javascript:alert(1)',
      'http://images.example.org/a.png',
      '//images.example.org/a.png',
      'data:image/png;base64,AAAA',
      'https://u:p@images.example.org/a.png',
      '/api/v1/pictures/x.webp',
    ])
      expect(pictureSource(v), v).toBeUndefined();
  });
});
