import { randomUUID } from 'node:crypto';
import type { PaymentNetwork, PaymentProvider, StandInDecision } from '@app/contract';

// Issue 43: collecting money by a prompt on the customer's phone. One
// interface, three implementations: MTN MoMo's Collection API, Airtel
// Money's collection API, and the local stand-in (no keys), whose prompts
// staff answer "as the customer" from the payments list.

/** A request to pay, as we send it. */
export type CollectRequest = {
  /** Ours, unique, a UUID v4: MTN's X-Reference-Id (and externalId), Airtel's transaction id. */
  reference: string;
  /** Whole UGX. */
  amount: number;
  /** E.164, +2567XXXXXXXX. */
  msisdn: string;
  /** What she sees on her phone. */
  note: string;
  /** Where the provider calls back; null: no callback (polling only). */
  callbackUrl: string | null;
};

/** The provider's answer to a request: taken (she is prompted), or refused. */
export type CollectStart =
  | { ok: true }
  | {
      ok: false;
      /**
       * true: refused for good (bad number, refused keys, bad amount): nothing
       * reached her. false: no clear answer (a timeout, the provider's own
       * trouble): it may have reached her, so its status is asked later.
       */
      permanent: boolean;
      error: string;
    };

/** What the provider says of a request now. */
export type CollectStatus =
  | { state: 'PENDING' }
  | {
      state: 'SUCCESSFUL';
      /** The provider's transaction id (MTN financialTransactionId, Airtel airtel_money_id). */
      transactionId: string;
      /** Whole UGX, as the provider took it. */
      amount: number;
    }
  | { state: 'FAILED'; reason: string }
  /** The provider has no such request: it never reached it. */
  | { state: 'NOT_FOUND' }
  /** The provider could not be asked (timeout, its trouble): ask again later. */
  | { state: 'UNKNOWN'; error: string };

export type MobileMoneyGateway = {
  provider: PaymentProvider;
  network: PaymentNetwork;
  requestToPay(r: CollectRequest): Promise<CollectStart>;
  status(reference: string): Promise<CollectStatus>;
  /**
   * The reference a callback's body is about (MTN: externalId; Airtel:
   * transaction.id), or null when the body names none. A callback is never
   * believed as it stands: its reference's status is then asked of the
   * provider, so a forged or replayed one changes nothing.
   */
  referenceOf(body: unknown): string | null;
  close(): Promise<void>;
};

/**
 * The stand-in's side of a prompt, kept in the database (any server may
 * answer it): what was asked, and her answer once staff gave it.
 */
export type StandInPrompt = {
  reference: string;
  amount: number;
  msisdn: string;
  note: string;
  decision: StandInDecision | null;
  transactionId: string | null;
};
export type StandInStore = {
  create(p: Omit<StandInPrompt, 'decision' | 'transactionId'>): Promise<void>;
  read(reference: string): Promise<StandInPrompt | undefined>;
};

/** A stand-in transaction id, shaped like a provider's (digits), so receipts and statements read alike. */
export const standInTransactionId = () =>
  `SI${Date.now().toString().slice(-8)}${randomUUID().replace(/\D/g, '').slice(0, 6)}`;

/**
 * The local stand-in for one network: a request becomes a prompt in the
 * database that staff accept or decline as the customer; its status is
 * read from there, so the callbacks, the polling and the books run exactly
 * as with a provider.
 */
export function standInGateway(network: PaymentNetwork, store: StandInStore): MobileMoneyGateway {
  return {
    provider: 'stand-in',
    network,
    async requestToPay(r) {
      await store.create({
        reference: r.reference,
        amount: r.amount,
        msisdn: r.msisdn,
        note: r.note,
      });
      return { ok: true };
    },
    async status(reference) {
      const p = await store.read(reference);
      if (!p) return { state: 'NOT_FOUND' };
      if (p.decision === 'accepted' && p.transactionId)
        return { state: 'SUCCESSFUL', transactionId: p.transactionId, amount: p.amount };
      if (p.decision === 'declined')
        return { state: 'FAILED', reason: 'She declined the prompt (stand-in)' };
      return { state: 'PENDING' };
    },
    referenceOf(body) {
      const ref = (body as { reference?: unknown } | null)?.reference;
      return typeof ref === 'string' ? ref : null;
    },
    close: async () => {},
  };
}
