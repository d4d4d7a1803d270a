import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { expectFailure, setup, type Ctx } from './factories.ts';
import { countOrders, orderBody } from './ledger-factories.ts';

// Issue 20, item 8: a product's picture (products[].product_image) is one of
// our own stored pictures (/api/v1/pictures/...) or an https: address on a
// host PICTURE_HOSTS allows; anything else (javascript:, outside addresses)
// answers 400 with `details` naming the field, and nothing is stored.

const OWN = `/api/v1/pictures/${'ab12'.repeat(16)}.webp`;
const withImage = (...images: (string | null | undefined)[]) =>
  orderBody({
    products: images.map((product_image, i) => ({
      product_id: `P-${i}`,
      name: `Product ${i}`,
      quantity: 1,
      price: 10_000,
      product_image,
    })),
  });

async function refused(c: Ctx, image: string, line = 0, lines: (string | null)[] = [image]) {
  const before = await countOrders(c);
  const body = expectFailure(await c.send('/portal/orders', withImage(...lines)), 400);
  expect(
    body.details?.[`products.${line}.product_image`],
    `${image}: ${JSON.stringify(body)}`,
  ).toBe('Use a picture stored here or an https: address of an allowed picture host');
  expect(await countOrders(c)).toEqual(before);
}

describe('product pictures, with no picture host allowed (the default)', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'http://shop.example.ug/img/kit.jpg',
    'https://shop.example.ug/img/kit.jpg',
    '//shop.example.ug/img/kit.jpg',
    '/images/kit.webp',
    '/api/v1/pictures/../../etc/passwd',
    'https://user:secret@shop.example.ug/kit.jpg',
  ])('refuses %j with 400 naming the field', async (image) => {
    await refused(c, image);
  });

  it('takes our own stored pictures, or none', async () => {
    const res = await c.send('/portal/orders', withImage(OWN, null, undefined, ''));
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res.json().data.products.map((p: { product_image: unknown }) => p.product_image),
    ).toEqual([OWN, null, null, null]);
  });

  it('names the line whose picture is refused', async () => {
    await refused(c, 'javascript:alert(1)', 1, [OWN, 'javascript:alert(1)']);
  });
});

describe('product pictures with PICTURE_HOSTS', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup({ PICTURE_HOSTS: 'images.shop.example.ug, CDN.example.org' });
  });
  afterAll(() => c.close());

  it('takes https: pictures of the allowed hosts, and lets the page show them (CSP)', async () => {
    const images = [
      'https://images.shop.example.ug/kit.jpg',
      'https://cdn.example.org/a/b.png?v=2',
    ];
    const res = await c.send('/portal/orders', withImage(...images));
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res.json().data.products.map((p: { product_image: unknown }) => p.product_image),
    ).toEqual(images);
    const csp = String((await c.read('/portal/orders')).headers['content-security-policy']);
    expect(csp).toContain(
      "img-src 'self' data: blob: https://images.shop.example.ug https://cdn.example.org",
    );
  });

  it.each([
    'http://images.shop.example.ug/kit.jpg',
    'https://images.shop.example.ug.evil.example/kit.jpg',
    'https://evil.example/kit.jpg?images.shop.example.ug',
    'https://shop.example.ug/kit.jpg',
    'javascript:alert(1)//https://images.shop.example.ug',
  ])('still refuses %j', async (image) => {
    await refused(c, image);
  });

  it('a bad PICTURE_HOSTS stops the start-up', () => {
    expect(() => loadConfig({ PICTURE_HOSTS: 'https://images.example.org' })).toThrow(
      /PICTURE_HOSTS/,
    );
    expect(loadConfig({}).PICTURE_HOSTS).toEqual([]);
  });
});
