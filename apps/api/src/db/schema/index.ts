export { careCardSeq, bookingSeq, shopOrderSeq, nurseSeq } from './common.ts';
export * from './auth.ts';
export * from './customers.ts';
export * from './nurses.ts';
export * from './jobs.ts';
export * from './bookings.ts';
export * from './shop.ts';
export * from './finance.ts';
export * from './communication.ts';
