import { describe, expect, it } from 'vitest';
import {
  RECON_MESSAGES,
  reconImportRequestSchema,
  reconLinesQuerySchema,
  reconMatchRequestSchema,
} from './reconciliation.ts';
import { reconSummaryQuerySchema } from './reconciliation-summary.ts';

// Issue 25: what the reconciliation forms and routes take.

const file = { provider: 'MTN', fileName: 'nov.csv', content: 'Id,Date,Amount\n1,2026-11-01,5\n' };
const mapping = { transaction_id: 'Id', occurred_at: 'Date', amount: 'Amount' };

describe('reconciliation contract', () => {
  it('an import names the columns of the three required fields; the others may be left out', () => {
    const ok = reconImportRequestSchema.parse({ ...file, mapping });
    expect(ok.mapping).toEqual({
      ...mapping,
      phone: null,
      payer_name: null,
      reference: null,
      direction: null,
      status: null,
    });
    const missing = reconImportRequestSchema.safeParse({
      ...file,
      mapping: { ...mapping, amount: ' ' },
    });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['mapping', 'amount'],
      message: RECON_MESSAGES.chooseColumn('amount'),
    });
    expect(
      reconImportRequestSchema.safeParse({ ...file, provider: 'Mpesa', mapping }).success,
    ).toBe(false);
    expect(
      reconImportRequestSchema.safeParse({ ...file, content: '', mapping }).error?.issues[0]
        ?.message,
    ).toBe(RECON_MESSAGES.emptyFile);
  });

  it('a match names the entry by id or by receipt number, not both, not neither', () => {
    expect(reconMatchRequestSchema.safeParse({ incomeId: 4 }).success).toBe(true);
    expect(reconMatchRequestSchema.safeParse({ receipt: 'RC-1' }).success).toBe(true);
    for (const bad of [{}, { incomeId: 4, receipt: 'RC-1' }, { incomeId: 0 }])
      expect(reconMatchRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('months are YYYY-MM from 1900 to 2099', () => {
    expect(reconSummaryQuerySchema.parse({ month: '2026-11' }).month).toBe('2026-11');
    expect(reconSummaryQuerySchema.parse({}).month).toBeUndefined();
    for (const month of ['2026-13', '2026-1', '2100-01', '1899-12', '2026-11-01'])
      expect(reconLinesQuerySchema.safeParse({ month }).success, month).toBe(false);
  });
});
