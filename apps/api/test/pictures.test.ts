import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';

// POST /customer/{id}/picture (SPEC 7 picture upload; SPEC 5 'a picture file
// needs a name with an extension'; ruling 26) and GET /pictures/{name}.

/** A multipart body built by hand: one file part and optional text fields. */
function multipart(
  file: { field?: string; name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----care-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'imageFile'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('customer pictures', () => {
  let c: Ctx;
  let dataDir: string;
  let jpeg: Buffer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'care-pictures-'));
    c = await setup({ DATA_DIR: dataDir });
    jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#4CAF50' },
    })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await c.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (id: number, body: ReturnType<typeof multipart>) =>
    c.app.inject({
      method: 'POST',
      url: `${API_BASE}/customer/${id}/picture`,
      payload: body.payload,
      headers: { ...c.headers, ...body.headers },
    });

  const stored = () => {
    try {
      return readdirSync(path.join(dataDir, 'pictures'));
    } catch {
      return [];
    }
  };

  it('stores a real JPEG as a 512 px WebP and serves it publicly, cached for good', async () => {
    const customer = await createCustomer(c);
    const res = await upload(
      customer.id,
      multipart({ name: 'mum.jpg', type: 'image/jpeg', bytes: jpeg }, { imageName: 'mum.jpg' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.id).toBe(customer.id);
    expect(data.photo_url).toMatch(/^\/api\/v1\/pictures\/[a-f0-9]{64}\.webp$/);
    expect((await c.read(`/customer/${customer.id}`)).json().data.photo_url).toBe(data.photo_url);
    expect(stored()).toContain(path.basename(data.photo_url));

    // an <img> cannot send the bearer token: no session needed
    const pic = await c.app.inject({ method: 'GET', url: data.photo_url });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toMatch(/^image\/webp/);
    expect(String(pic.headers['cache-control'])).toContain('immutable');
    const meta = await sharp(pic.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(512);
    expect(meta.height).toBeLessThanOrEqual(512);
  });

  it('uses the file name when no imageName is given, and accepts a PNG', async () => {
    const customer = await createCustomer(c);
    const png = await sharp({
      create: { width: 300, height: 900, channels: 4, background: '#388E3C' },
    })
      .png()
      .toBuffer();
    const res = await upload(
      customer.id,
      multipart({ name: 'baby.png', type: 'image/png', bytes: png }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photo_url).toMatch(/^\/api\/v1\/pictures\/[a-f0-9]{64}\.webp$/);
  });

  it('answers 404 for a picture that does not exist or a name that is not a picture name', async () => {
    expectFailure(await c.get(`/pictures/${'a'.repeat(64)}.webp`), 404);
    expectFailure(await c.get('/pictures/..%2F..%2Fetc%2Fpasswd'), 404);
  });

  it('refuses a text file renamed .jpg with 415 and keeps the old picture', async () => {
    const customer = await createCustomer(c);
    const before = stored().length;
    const res = await upload(
      customer.id,
      multipart(
        { name: 'notes.jpg', type: 'image/jpeg', bytes: Buffer.from('hello, not a picture\n') },
        { imageName: 'notes.jpg' },
      ),
    );
    expectFailure(res, 415);
    expect((await c.read(`/customer/${customer.id}`)).json().data.photo_url).toBeNull();
    expect(stored()).toHaveLength(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const customer = await createCustomer(c);
    const res = await upload(
      customer.id,
      multipart(
        { name: 'huge.jpg', type: 'image/jpeg', bytes: randomBytes(6 * 1024 * 1024) },
        { imageName: 'huge.jpg' },
      ),
    );
    expectFailure(res, 413);
    expect((await c.read(`/customer/${customer.id}`)).json().data.photo_url).toBeNull();
  });

  it('refuses a name without an extension with 400', async () => {
    const customer = await createCustomer(c);
    const res = await upload(
      customer.id,
      multipart({ name: 'picture', type: 'image/jpeg', bytes: jpeg }, { imageName: 'picture' }),
    );
    expectFailure(res, 400);
    expect((await c.read(`/customer/${customer.id}`)).json().data.photo_url).toBeNull();
  });

  it('refuses a request without a file with 400', async () => {
    const customer = await createCustomer(c);
    expectFailure(await upload(customer.id, multipart(null, { imageName: 'a.jpg' })), 400);
  });

  it('refuses a JSON body with 415', async () => {
    const customer = await createCustomer(c);
    const res = await c.send(`/customer/${customer.id}/picture`, {
      imageFile: jpeg.toString('base64'),
      imageName: 'mum.jpg',
    });
    expectFailure(res, 415);
  });

  it('answers 404 for an unknown or deleted customer', async () => {
    const body = () =>
      multipart({ name: 'mum.jpg', type: 'image/jpeg', bytes: jpeg }, { imageName: 'mum.jpg' });
    expectFailure(await upload(424242, body()), 404);
    const gone = await createCustomer(c);
    expect((await c.del(`/customer/${gone.id}`)).statusCode).toBe(200);
    expectFailure(await upload(gone.id, body()), 404);
  });

  it('needs a session to upload', async () => {
    const customer = await createCustomer(c);
    const body = multipart({ name: 'mum.jpg', type: 'image/jpeg', bytes: jpeg });
    const res = await c.app.inject({
      method: 'POST',
      url: `${API_BASE}/customer/${customer.id}/picture`,
      payload: body.payload,
      headers: body.headers,
    });
    expectFailure(res, 401);
  });
});
