/**
 * Issue 43: local fakes of MTN MoMo's Collection API and Airtel Money's
 * collection API, complete enough for the gateways and the whole payment
 * flow: tokens, request to pay, status, and the callback.
 *
 *   const mtn = await startFakeMtn();          // mtn.url, mtn.credentials
 *   mtn.setOutcome('+256772000001', { complete: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' });
 *   mtn.setOutcome(reference, { refuse: 400, code: 'PAYER_NOT_FOUND' });
 *   await mtn.complete(reference, 'SUCCESSFUL'); // final, and the callback (awaited)
 *   mtn.set({ delayMs: 500 }); mtn.set({ callbacks: 'drop' }); mtn.revokeTokens();
 *   mtn.requests;  // every call, with headers and bodies
 *   await mtn.close();
 * Airtel's callback goes to `callbackUrl` (set on Airtel's portal): an
 * option, or `airtel.setCallbackUrl(url)`.
 */

export type {
  FakeCallback,
  FakeFinal,
  FakeOutcome,
  FakeRequest,
  FakeSwitches,
} from './fake-momo-kit.ts';
export { closedPort, startCallbackReceiver } from './fake-momo-kit.ts';

export { startFakeMtn, type FakeMtn } from './fake-momo-mtn.ts';
export { startFakeAirtel, type FakeAirtel } from './fake-momo-airtel.ts';
