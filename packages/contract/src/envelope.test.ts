import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_SIZE, failureSchema, okSchema, pageQuerySchema, success } from './envelope.ts';

// API.md "Envelope" and "Lists"; SPEC 9 (page size 40).

describe('pageQuerySchema', () => {
  it('treats an empty ?limit= and ?offset= as not given', () => {
    expect(pageQuerySchema.parse({ limit: '', offset: '' })).toEqual({ offset: 0, limit: 40 });
  });

  it('defaults to offset 0 and limit 40', () => {
    expect(pageQuerySchema.parse({})).toEqual({ offset: 0, limit: 40 });
    expect(pageQuerySchema.parse({ offset: undefined, limit: undefined })).toEqual({
      offset: 0,
      limit: 40,
    });
  });

  it('uses the spec page size as the default limit', () => {
    expect(PAGE_SIZE).toBe(40);
    expect(pageQuerySchema.parse({}).limit).toBe(PAGE_SIZE);
  });

  it('coerces query-string values', () => {
    expect(pageQuerySchema.parse({ offset: '80', limit: '20' })).toEqual({ offset: 80, limit: 20 });
    expect(pageQuerySchema.parse({ offset: '0', limit: '1' })).toEqual({ offset: 0, limit: 1 });
  });

  it('accepts a limit of at most 100', () => {
    expect(pageQuerySchema.parse({ limit: 100 }).limit).toBe(100);
    expect(pageQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(pageQuerySchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('refuses a limit below 1', () => {
    expect(pageQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: '-5' }).success).toBe(false);
  });

  it('refuses a negative offset', () => {
    expect(pageQuerySchema.safeParse({ offset: -1 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('refuses fractional or non-numeric values', () => {
    expect(pageQuerySchema.safeParse({ offset: '1.5' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ offset: 'abc' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
  });
});

describe('success()', () => {
  const listOfNames = success(z.array(z.string()));

  it("wraps data as { status: 'success', data }", () => {
    const body = { status: 'success', data: ['a', 'b'] };
    const r = listOfNames.safeParse(body);
    expect(r.success).toBe(true);
    expect(r.data).toEqual(body);
  });

  it('validates the data with the given schema', () => {
    expect(listOfNames.safeParse({ status: 'success', data: [1, 2] }).success).toBe(false);
    expect(listOfNames.safeParse({ status: 'success' }).success).toBe(false);
  });

  it('refuses any other status', () => {
    expect(listOfNames.safeParse({ status: 'failed', data: [] }).success).toBe(false);
    expect(listOfNames.safeParse({ status: 'Success', data: [] }).success).toBe(false);
    expect(listOfNames.safeParse({ data: [] }).success).toBe(false);
  });

  it('works for the rows-and-count shape of paged tables', () => {
    const table = success(
      z.object({ rows: z.array(z.object({ id: z.number() })), count: z.number() }),
    );
    expect(
      table.safeParse({ status: 'success', data: { rows: [{ id: 1 }], count: 7 } }).success,
    ).toBe(true);
    expect(table.safeParse({ status: 'success', data: [{ id: 1 }] }).success).toBe(false);
  });
});

describe('okSchema', () => {
  it("accepts { status: 'success' } only", () => {
    expect(okSchema.safeParse({ status: 'success' }).success).toBe(true);
    expect(okSchema.safeParse({ status: 'failed' }).success).toBe(false);
    expect(okSchema.safeParse({}).success).toBe(false);
  });
});

describe('failureSchema', () => {
  it('accepts a failure with one human sentence', () => {
    const body = { status: 'failed', error: 'Incorrect email or password pair' };
    const r = failureSchema.safeParse(body);
    expect(r.success).toBe(true);
    expect(r.data).toEqual(body);
  });

  it('accepts per-field details of a validation failure', () => {
    const body = {
      status: 'failed',
      error: 'Some fields are not valid',
      details: { email: 'Invalid e-mail.', phone: 'Phone number is required' },
    };
    expect(failureSchema.parse(body)).toEqual(body);
  });

  it('refuses details that are not field-to-message strings', () => {
    expect(
      failureSchema.safeParse({ status: 'failed', error: 'x', details: { email: 1 } }).success,
    ).toBe(false);
    expect(failureSchema.safeParse({ status: 'failed', error: 'x', details: 'bad' }).success).toBe(
      false,
    );
  });

  it('refuses a body without error or with another status', () => {
    expect(failureSchema.safeParse({ status: 'failed' }).success).toBe(false);
    expect(failureSchema.safeParse({ status: 'success', error: 'x' }).success).toBe(false);
    expect(failureSchema.safeParse({ status: 'failed', error: 42 }).success).toBe(false);
  });
});
