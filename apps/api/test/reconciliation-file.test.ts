import { describe, expect, it } from 'vitest';
import { statementInstant } from '../src/modules/reconciliation/statement-dates.ts';
import {
  guessMapping,
  readStatement,
  rowReader,
  statementAmount,
  statementPhone,
} from '../src/modules/reconciliation/statement-file.ts';

// Issue 25: a statement's cells as exports write them, read into whole UGX,
// E.164 numbers and Kampala instants; anything else is refused.

describe('statement cells', () => {
  it('reads dates in the ways exports write them, Kampala time unless a zone is given', () => {
    const at = (s: string) => statementInstant(s)?.toISOString();
    expect(at('2026-11-03 14:22:05')).toBe('2026-11-03T11:22:05.000Z');
    expect(at('2026-11-03T14:22:05Z')).toBe('2026-11-03T14:22:05.000Z');
    expect(at('2026-11-03T14:22:05+0100')).toBe('2026-11-03T13:22:05.000Z');
    expect(at('03/11/2026 14:22')).toBe('2026-11-03T11:22:00.000Z');
    expect(at('3-Nov-2026 2:22 PM')).toBe('2026-11-03T11:22:00.000Z');
    expect(at('03 November 2026')).toBe('2026-11-02T21:00:00.000Z');
    expect(at('12/01/26 00:30')).toBe('2026-01-11T21:30:00.000Z');
    for (const bad of [
      '31/02/2026',
      '2026-13-01',
      'yesterday',
      '',
      '2026-11-03 25:00',
      '29/02/2027',
    ])
      expect(at(bad), bad).toBeUndefined();
  });

  it('reads amounts as whole UGX and refuses fractions, negatives and words', () => {
    expect(statementAmount('50,000')).toBe(50_000);
    expect(statementAmount('UGX 1,250,000')).toBe(1_250_000);
    expect(statementAmount('75000.00')).toBe(75_000);
    expect(statementAmount('12 500 UGX')).toBe(12_500);
    for (const bad of ['10,000.50', '-5000', 'five', '', '1e6'])
      expect(statementAmount(bad), bad).toBeUndefined();
  });

  it('writes Ugandan payers as E.164, whatever the handle around the number', () => {
    expect(statementPhone('FRI:256772123456/MSISDN')).toBe('+256772123456');
    expect(statementPhone('0752 123 456')).toBe('+256752123456');
    expect(statementPhone('+254712345678')).toBe('+254712345678');
    expect(statementPhone('')).toBeNull();
  });
});

describe('money out', () => {
  it('skips the rows a type column calls money out, and reads the rest', () => {
    const read = rowReader(
      {
        transaction_id: 'Id',
        occurred_at: 'Date',
        amount: 'Amount',
        phone: null,
        payer_name: null,
        reference: null,
        direction: 'Type',
        status: null,
      },
      ['Id', 'Date', 'Amount', 'Type'],
    );
    for (const out of [
      'Debit',
      'DR',
      'TRANSFER SENT',
      'CASH_OUT',
      'Withdrawal',
      'Payment to merchant',
    ])
      expect(read(['1', '2026-11-01', '5000', out]).kind, out).toBe('out');
    for (const money of ['Credit', 'CR', 'PAYMENT RECEIVED', 'Deposit', 'Cash in', ''])
      expect(read(['1', '2026-11-01', '5000', money]).kind, money).toBe('line');
  });
});

describe('statement files', () => {
  it('finds the heading row below an account preamble and numbers rows by line', async () => {
    const file = await readStatement(
      'Account,CARE\n\nId,Date,Amount\n1,2026-01-01,5\n\n2,2026-01-02,6\n',
    );
    expect(file.headings).toEqual(['Id', 'Date', 'Amount']);
    expect(file.rows).toEqual([
      { row: 4, cells: ['1', '2026-01-01', '5'] },
      { row: 6, cells: ['2', '2026-01-02', '6'] },
    ]);
  });

  it('reads a semicolon-separated export', async () => {
    expect((await readStatement('Id;Date;Amount\n1;2026-01-01;"5,000"\n')).rows[0]!.cells).toEqual([
      '1',
      '2026-01-01',
      '5,000',
    ]);
  });

  it('guesses each column once', () => {
    expect(
      guessMapping(['Transaction ID', 'Date', 'Amount', 'Sender MSISDN', 'Narration']),
    ).toEqual({
      transaction_id: 'Transaction ID',
      occurred_at: 'Date',
      amount: 'Amount',
      phone: 'Sender MSISDN',
      payer_name: null,
      reference: 'Narration',
      direction: null,
      status: null,
    });
  });
});
