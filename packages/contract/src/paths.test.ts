import { describe, expect, expectTypeOf, it } from 'vitest';
import { API, API_BASE, apiPaths, pathOf, type PathParams } from './paths.ts';

describe('the endpoint table (SPEC 7)', () => {
  it('holds each pattern once, under the base path, with :name parameters only', () => {
    const paths = apiPaths();
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      expect(path, path).toMatch(/^(\/([\w-]+|:\w+))+$/);
      expect(`${API_BASE}${path}`.startsWith('/api/v1/'), path).toBe(true);
    }
    // Only the nurse-job pattern serves two keys (its :id is a nurse or a nurse job).
    const keys = Object.values(API).flatMap((area) => Object.values(area));
    expect(keys.length - paths.length).toBe(1);
    expect(API.nurseJobs.ofNurse).toBe(API.nurseJobs.one);
  });

  it('fills a pattern with its parameters, as the web client sent them by hand', () => {
    expect(pathOf(API.customers.one, { id: 42 })).toBe('/customer/42');
    expect(pathOf(API.finance.ofCustomer, { customerId: 7 })).toBe('/user_income_trace/7');
    expect(pathOf(API.staff.endSessions, { id: '0b5c9d9e-1f2a-4b3c-8d4e-5f6a7b8c9d0e' })).toBe(
      '/staff/0b5c9d9e-1f2a-4b3c-8d4e-5f6a7b8c9d0e/sessions/end',
    );
    expect(pathOf(API.communication.topic)).toBe('/sendcomms/sendNotificationToTopic');
  });

  it('encodes what could change the path', () => {
    expect(pathOf(API.bookings.one, { id: 'b/9 ?x' })).toBe('/booking/b%2F9%20%3Fx');
    expect(pathOf(API.pictures.one, { name: '../secret' })).toBe('/pictures/..%2Fsecret');
  });

  it('types the parameters each pattern needs', () => {
    expectTypeOf<PathParams<'/a/:id/b/:name'>>().toEqualTypeOf<'id' | 'name'>();
    expectTypeOf<PathParams<'/staff'>>().toEqualTypeOf<never>();
    // @ts-expect-error: a pattern with :id needs it
    pathOf(API.customers.one);
    // @ts-expect-error: the parameter is customerId, not id
    pathOf(API.finance.ofCustomer, { id: 1 });
  });
});
