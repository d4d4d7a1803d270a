import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { customers } from '../src/db/schema/index.ts';
import { diskFileStore, fileStoreFrom, type FileStore } from '../src/integrations/file-store.ts';
import { FILE_STORE_DOWN } from '../src/integrations/s3-file-store.ts';
import { FILE_SWEEP_GRACE_MS, sweepFiles } from '../src/modules/privacy/file-sweep.service.ts';
import { createCustomer } from './factories.ts';
import { createTestApp } from './helpers.ts';
import { licenceSetup, pdfOf } from './licence-upload.ts';
import { createNurse } from './nurse-factories.ts';
import { data, privacySetup, uploadPicture, type PrivacyCtx } from './privacy-factories.ts';
import { startLocalS3, type LocalS3 } from './s3-server.ts';

// Issue 39: with FILE_STORE=s3 the pictures live in the bucket every server
// shares: served from it, exported from it, erased from it; a store that is
// down answers 503 and loses nothing, and what an erasure could not delete
// then is deleted by the sweep once the store is back.

let s3: LocalS3;
let shade = 0;
/** Her own picture: a colour no other upload of this file has (the same bytes are one file). */
const picture = (id: number) =>
  uploadPicture(c, `/customer/${id}/picture`, `#${(0x102030 + ++shade * 0x050301).toString(16)}`);
let c: PrivacyCtx;
let bucket: FileStore;
const names = async (area: string) => {
  const keys: string[] = [];
  for await (const f of bucket.list(area)) keys.push(f.key);
  return keys;
};
const onDisk = (area: string) => {
  const dir = path.join(c.dataDir, area);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const fullName = (id: number) => c.as(c.admin).get(`/privacy/customer/${id}/erasure`);
const erase = async (id: number) => {
  const plan = data<{ name: string }>(await fullName(id));
  return c.as(c.admin).post(`/privacy/customer/${id}/erasure`, { confirmName: plan.name });
};

beforeAll(async () => {
  s3 = await startLocalS3();
  c = await privacySetup(s3.env);
  bucket = await fileStoreFrom(loadConfig(s3.env));
});
afterAll(async () => {
  bucket.close();
  await c.done();
  await s3.close();
});

describe('pictures in the S3 bucket', () => {
  it('an upload is an object in the bucket, none on this server disk, and is served from it', async () => {
    const her = await createCustomer(c);
    const name = await picture(her.id);
    expect(await names('pictures')).toContain(`pictures/${name}`);
    expect(onDisk('pictures')).toEqual([]);
    const res = await c.get(`/pictures/${name}`, c.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.length).toBe(await bucket.size(`pictures/${name}`));
  });

  it('the subject export holds her picture, read from the bucket', async () => {
    const her = await createCustomer(c);
    const name = await picture(her.id);
    const res = await c.get(`/privacy/customer/${her.id}/export`, c.admin);
    expect(res.statusCode, res.body).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(zip[`pictures/${name}`]?.length).toBe(await bucket.size(`pictures/${name}`));
  });

  it('an erasure deletes her picture from the bucket: it is served nowhere', async () => {
    const her = await createCustomer(c);
    const name = await picture(her.id);
    expect((await erase(her.id)).statusCode).toBe(200);
    expect(await names('pictures')).not.toContain(`pictures/${name}`);
    expect((await c.get(`/pictures/${name}`, c.headers)).statusCode).toBe(404);
  });
});

describe('a bucket that is down', () => {
  it('a picture read answers 503, an upload 503 and changes nothing; the erasure still goes through and the sweep deletes the picture later', async () => {
    const her = await createCustomer(c);
    const name = await picture(her.id);
    const [before] = await c.db.select().from(customers).where(eq(customers.id, her.id));
    await s3.stop();
    try {
      const read = await c.get(`/pictures/${name}`, c.headers);
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual({ status: 'failed', error: FILE_STORE_DOWN });
      expect(read.headers['retry-after']).toBe('5');

      const other = await createCustomer(c);
      await expect(picture(other.id)).rejects.toThrow(/503/);
      const [untouched] = await c.db.select().from(customers).where(eq(customers.id, other.id));
      expect(untouched!.photoUrl ?? null).toBeNull();

      expect((await erase(her.id)).statusCode).toBe(200);
    } finally {
      await s3.restart();
    }
    expect(before!.photoUrl).toContain(name);
    // the erasure could not delete it: still in the bucket, named by no row
    expect(await names('pictures')).toContain(`pictures/${name}`);
    const log = { info: () => undefined, warn: () => undefined };
    const deps = { db: c.db, files: c.app.files, log };
    // too young for the sweep yet (an upload's row may still be on its way)
    expect(await sweepFiles(deps)).toBe(0);
    const later = new Date(Date.now() + FILE_SWEEP_GRACE_MS + 60_000);
    expect(await sweepFiles(deps, later)).toBeGreaterThanOrEqual(1);
    expect(await names('pictures')).not.toContain(`pictures/${name}`);
    expect((await c.get(`/pictures/${name}`, c.headers)).statusCode).toBe(404);
  });

  it('the sweep never deletes a picture some row still names', async () => {
    const kept = await createCustomer(c);
    const name = await picture(kept.id);
    const log = { info: () => undefined, warn: () => undefined };
    const later = new Date(Date.now() + FILE_SWEEP_GRACE_MS + 60_000);
    await sweepFiles({ db: c.db, files: c.app.files, log }, later);
    expect(await names('pictures')).toContain(`pictures/${name}`);
    expect((await c.get(`/pictures/${name}`, c.headers)).statusCode).toBe(200);
  });
});

describe('starting on the S3 store', () => {
  it('says at start-up which store keeps the files', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      config: s3.env,
      logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } },
    });
    await t.close();
    const said = lines.map((l) => JSON.parse(l) as { msg: string; files?: string });
    expect(said).toContainEqual(
      expect.objectContaining({
        files: 's3',
        msg: `files are kept in s3://${s3.bucket}/ at ${s3.endpoint}`,
      }),
    );
  });

  it('stops, saying why, when the bucket cannot be used', async () => {
    await expect(
      createTestApp({ config: { ...s3.env, S3_BUCKET: 'missing-bucket' } }),
    ).rejects.toThrow(/The file store s3:\/\/missing-bucket\/ .* cannot be used \(FILE_STORE=s3\)/);
  });

  it('warns when files are still on this server disk, to be moved', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      config: { ...s3.env, DATA_DIR: c.dataDir },
      logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } },
    });
    await t.close();
    expect(lines.join('\n')).not.toContain('still under DATA_DIR');
    const disk = diskFileStore(c.dataDir);
    await disk.put('pictures/left.webp', Buffer.from('left behind'), 'image/webp');
    const again: string[] = [];
    const u = await createTestApp({
      config: { ...s3.env, DATA_DIR: c.dataDir },
      logger: { level: 'info', stream: { write: (l: string) => void again.push(l) } },
    });
    await u.close();
    await disk.remove('pictures/left.webp');
    expect(again.join('\n')).toContain(
      '1 files are still under DATA_DIR and are not served from the bucket: run `npm run files:move`',
    );
  });
});

describe('licence copies in the S3 bucket', () => {
  it('an upload is an object in the bucket and is downloaded from it', async () => {
    const l = await licenceSetup(s3.env);
    try {
      const nurse = await createNurse(l);
      const pdf = await pdfOf('Practising licence UNMC 2026');
      const up = await l.upload(nurse.id, {
        name: 'licence.pdf',
        type: 'application/pdf',
        bytes: pdf,
      });
      expect(up.statusCode, up.body).toBe(200);
      const file = (await l.rowOf(nurse.id)).licenceFile!;
      expect(await names('licences')).toContain(`licences/${file}`);
      expect(l.stored()).toEqual([]);
      const copy = await l.fetchCopy(nurse.id);
      expect(copy.statusCode).toBe(200);
      expect(Buffer.compare(copy.rawPayload, pdf)).toBe(0);
    } finally {
      await l.done();
    }
  });
});
