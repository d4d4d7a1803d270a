import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import PDFDocument from 'pdfkit';
import { API_BASE } from '@app/contract';
import { nurses } from '../src/db/schema/index.ts';
import { nurseSetup, type NurseCtx } from './nurse-factories.ts';

// Issue 27: the licence copy suites' app (its own DATA_DIR), uploads as the
// web app sends them (multipart, field licenceFile) and real PDFs (pdfkit).

export /** A multipart body built by hand with one file part. */
function multipart(file: { field?: string; name: string; type: string; bytes: Buffer }) {
  const boundary = `----care-licence-${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'licenceFile'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real one-page PDF, written by pdfkit. */
export function pdfOf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

export type LicenceCtx = NurseCtx & {
  /** The files under DATA_DIR/licences, sorted. */
  stored: () => string[];
  upload: (
    id: number,
    file: Parameters<typeof multipart>[0],
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  fetchCopy: (id: number, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  rowOf: (id: number) => Promise<typeof nurses.$inferSelect>;
  done: () => Promise<void>;
};

/** `env`: more settings, e.g. the S3 file store's (s3-server.ts). */
export async function licenceSetup(env: Record<string, string> = {}): Promise<LicenceCtx> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'care-licences-'));
  const c = await nurseSetup({ DATA_DIR: dataDir, ...env });
  return Object.assign(c, {
    stored: () => {
      const dir = path.join(dataDir, 'licences');
      return existsSync(dir) ? readdirSync(dir).sort() : [];
    },
    upload: (id: number, file: Parameters<typeof multipart>[0], headers = c.headers) => {
      const body = multipart(file);
      return c.app.inject({
        method: 'POST',
        url: `${API_BASE}/careteam/${id}/licence`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    },
    fetchCopy: (id: number, headers: Record<string, string> = c.headers) =>
      c.app.inject({ method: 'GET', url: `${API_BASE}/careteam/${id}/licence`, headers }),
    rowOf: async (id: number) => (await c.db.select().from(nurses).where(eq(nurses.id, id)))[0]!,
    done: async () => {
      await c.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
