import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createJobCard, expectFailure, setup, type Ctx } from './factories.ts';
import { pdfText } from './pdf-text.ts';

// GET /portal/jobcard/search (SPEC 7) and GET /job/download/{id}, the care card PDF.

type Card = { id: number; care_card_number: string };

describe('job cards: search and care card', () => {
  let c: Ctx;
  let tmp: string;
  let amina: Card;
  let grace: Card;
  let gone: Card;
  beforeAll(async () => {
    c = await setup();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'care-card-'));
    const a = await createCustomer(c, { firstname: 'Amina', lastname: 'Nakáto' });
    const g = await createCustomer(c, { firstname: 'Grace', lastname: 'Achieng' });
    amina = await createJobCard(c, a.id, { patient_name: 'Baby Kintu' });
    grace = await createJobCard(c, g.id, {
      patient_name: 'Joseph Okot',
      service: 'In hospital care',
      facility: 'Nsambya Hospital',
      medical_condition: 'Hypertension',
      invoice_amount: '1,250,000',
    });
    gone = await createJobCard(c, g.id, { patient_name: 'Deleted Patient' });
    expect((await c.del(`/portal/jobcard/${gone.id}`)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await c.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const search = async (term: string) => {
    const res = await c.read(`/portal/jobcard/search?searchTerm=${encodeURIComponent(term)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');
    return (res.json().data as Card[]).map((r) => r.id);
  };

  describe('search', () => {
    it('finds a card by a fragment of its number, in any case', async () => {
      const digits = grace.care_card_number.slice(-6);
      expect(await search(digits)).toEqual([grace.id]);
      expect(await search(grace.care_card_number.toLowerCase())).toEqual([grace.id]);
      expect(await search(amina.care_card_number)).toEqual([amina.id]);
      const prefix = grace.care_card_number.slice(0, 7); // e.g. CC-2026
      expect((await search(prefix)).sort()).toEqual([amina.id, grace.id].sort());
    });

    it('finds by client name, case- and accent-insensitively', async () => {
      expect(await search('amina')).toEqual([amina.id]);
      expect(await search('NAKATO')).toEqual([amina.id]);
      expect(await search('nakáto')).toEqual([amina.id]);
      expect(await search('achi')).toEqual([grace.id]);
    });

    it('finds by patient name', async () => {
      expect(await search('kintu')).toEqual([amina.id]);
      expect(await search('Joseph O')).toEqual([grace.id]);
    });

    it('never finds a deleted card and answers [] when nothing matches', async () => {
      expect(await search('Deleted Patient')).toEqual([]);
      expect(await search(gone.care_card_number)).toEqual([]);
      expect(await search('zzzz')).toEqual([]);
    });

    it('treats LIKE wildcards literally', async () => {
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
    });

    it('refuses an empty term with 400', async () => {
      expectFailure(await c.read('/portal/jobcard/search?searchTerm='), 400);
      expectFailure(await c.read('/portal/jobcard/search'), 400);
    });
  });

  describe('GET /job/download/{id}', () => {
    it('answers the care card as a PDF attachment holding the card details', async () => {
      const res = await c.read(`/job/download/${grace.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="care-card-${grace.care_card_number}.pdf"`,
      );
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const file = path.join(tmp, 'card.pdf');
      writeFileSync(file, pdf);
      const text = pdfText(file, { layout: true });
      for (const expected of [
        grace.care_card_number,
        'Grace Achieng',
        'Joseph Okot',
        'In hospital care',
        'Nsambya Hospital',
        'Hypertension',
        'UGX 1,250,000',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it("formats the default card's invoice as 'UGX 250,000'", async () => {
      const res = await c.read(`/job/download/${amina.id}`);
      expect(res.statusCode).toBe(200);
      const file = path.join(tmp, 'amina.pdf');
      writeFileSync(file, res.rawPayload);
      const text = pdfText(file);
      for (const expected of [
        amina.care_card_number,
        'Amina Nakáto',
        'In home care',
        'Mulago Hospital',
        'C-section',
        'UGX 250,000',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('answers 404 (JSON envelope) for a deleted or unknown card, 401 without a session', async () => {
      expectFailure(await c.read(`/job/download/${gone.id}`), 404);
      expectFailure(await c.read('/job/download/999999'), 404);
      expectFailure(await c.get(`/job/download/${amina.id}`), 401);
    });
  });
});
