import { randomUUID, timingSafeEqual } from 'node:crypto';
import {
  formatPhone,
  formatUGX,
  networkOf,
  PAYMENT_EXPIRY_MINUTES,
  PAYMENT_MESSAGES,
  PAYMENT_PROVIDER_LABELS,
  type Payment,
  type PaymentFilter,
  type PaymentNetwork,
  type PaymentOwed,
  type PaymentSettings,
  type PaymentProvider,
  type PaymentRequestBody,
  type PaymentTarget,
  type PaymentEventEntry,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { standInTransactionId, type MobileMoneyGateway } from '../../integrations/mobile-money.ts';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { PaymentChecks } from './payments-check.ts';
import type { PaymentOutcome } from './payment-outcome.ts';
import { createPaymentTargetsRepo } from './payment-targets.repo.ts';
import { createPaymentsRepo, event } from './payments.repo.ts';
import { providerActor, toPayment, UUID } from './payments-shape.ts';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createPaymentsRepo>['find']>>>;

/** The gateway that takes a request: by its provider and network. */
export type GatewayOf = (provider: PaymentProvider, network: PaymentNetwork) => MobileMoneyGateway;

export type PaymentsDeps = {
  db: Db;
  outcome: PaymentOutcome;
  checks: PaymentChecks;
  /** The gateway a new request for a network goes to (the provider's, else the stand-in). */
  gatewayFor: (network: PaymentNetwork) => MobileMoneyGateway;
  gatewayOf: GatewayOf;
  /** Where a provider calls back; null without PUBLIC_URL (the checks alone find the outcome). */
  callbackUrl: (provider: 'mtn' | 'airtel') => string | null;
  callbackKey: string;
  /** Whether PAYMENT_CALLBACK_KEY was set (else derived from the app's secret). */
  keyConfigured: boolean;
  serviceName: () => Promise<string>;
  now?: () => Date;
};

export function createPaymentsService(deps: PaymentsDeps) {
  const repo = createPaymentsRepo(deps.db);
  const targets = createPaymentTargetsRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  async function get(id: number): Promise<Payment> {
    const r = await repo.get(id);
    if (!r) throw notFound(PAYMENT_MESSAGES.notFound);
    return toPayment(r);
  }

  /** Asks the provider and applies its answer (`noted`: timeline entries kept if it moves). */
  async function check(id: number, actor?: Actor, found?: Row, noted: PaymentEventEntry[] = []) {
    const r = found ?? (await repo.find(id));
    if (!r) throw notFound(PAYMENT_MESSAGES.notFound);
    const s = await deps.gatewayOf(r.provider, r.network).status(r.reference);
    await deps.outcome.settle(id, s, actor ?? providerActor(r.provider), r, noted);
    return r;
  }

  return {
    get,
    check: async (id: number) => (await check(id), get(id)),
    /** The thing as the request dialog starts from: what is owed, her number, a waiting prompt. */
    async owed(target: PaymentTarget, targetId: number): Promise<PaymentOwed> {
      const t = await targets.read(target, targetId);
      if (!t) throw notFound(PAYMENT_MESSAGES.targetNotFound);
      const waiting = await repo.waitingFor(target, targetId);
      return {
        targetLabel: t.label,
        customerId: t.customerId,
        customerName: t.customerName,
        phone: t.phone,
        total: t.total,
        paid: t.paid,
        owed: t.refusal ? 0 : Math.max(0, (t.total ?? 0) - t.paid),
        refusal: t.refusal,
        pending: waiting ? toPayment(waiting) : null,
      };
    },

    /**
     * Sends a prompt to her phone: the request is written first (with its
     * first check on the durable queue), then the provider is asked, so a
     * server stopped in between still finds the outcome.
     */
    async request(body: PaymentRequestBody, actor: Actor): Promise<Payment> {
      const reference = randomUUID();
      const written = await deps.db.transaction(async (tx) => {
        const t = await createPaymentTargetsRepo(tx).read(body.target, body.targetId, true);
        if (!t) throw notFound(PAYMENT_MESSAGES.targetNotFound);
        if (t.refusal) throw conflict(t.refusal);
        const owed = (t.total ?? 0) - t.paid;
        if (body.amount > owed)
          throw badRequest(PAYMENT_MESSAGES.aboveOwed(formatUGX(owed)), {
            amount: PAYMENT_MESSAGES.aboveOwed(formatUGX(owed)),
          });
        const phone = body.phone ?? t.phone;
        if (!phone) throw badRequest(PAYMENT_MESSAGES.noPhone, { phone: PAYMENT_MESSAGES.noPhone });
        const network = networkOf(phone);
        if (!network)
          throw badRequest(PAYMENT_MESSAGES.network, { phone: PAYMENT_MESSAGES.network });
        const gateway = deps.gatewayFor(network);
        const at = now();
        try {
          const row = await createPaymentsRepo(tx).insert({
            target: body.target,
            targetId: body.targetId,
            label: t.label,
            customerId: t.customerId,
            amount: body.amount,
            phone,
            network,
            provider: gateway.provider,
            note: body.note,
            reference,
            expiresAt: new Date(at.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
            requestedBy: actor.id,
            timeline: [
              event(
                'requested',
                `${formatUGX(body.amount)} from ${formatPhone(phone)} (${PAYMENT_PROVIDER_LABELS[gateway.provider]})`,
              ),
            ],
          });
          await deps.checks.first(tx, row.id, at);
          await audit(tx, actor, {
            action: 'create',
            entity: 'payment_request',
            entityId: row.id,
            summary: { target: row.target, targetId: row.targetId, amount: row.amount, network },
          });
          return { row, gateway, label: t.label };
        } catch (err) {
          if (uniqueViolation(err) === 'payment_requests_waiting_key')
            throw conflict(PAYMENT_MESSAGES.pending);
          throw err;
        }
      });
      const { row, gateway, label } = written;
      const note = body.note ?? `${await deps.serviceName()}: ${label}`;
      const start = await gateway.requestToPay({
        reference,
        amount: row.amount,
        msisdn: row.phone,
        note,
        callbackUrl: gateway.provider === 'stand-in' ? null : deps.callbackUrl(gateway.provider),
      });
      const who = PAYMENT_PROVIDER_LABELS[gateway.provider];
      if (start.ok) await repo.note(row.id, event('prompted', `${who} prompted her phone`));
      else if (start.permanent)
        await deps.outcome.settle(
          row.id,
          { state: 'FAILED', reason: PAYMENT_MESSAGES.providerRefused(who, start.error) },
          actor,
        );
      else await repo.note(row.id, event('checked', PAYMENT_MESSAGES.timeout(who)));
      return get(row.id);
    },

    /** Staff answer the stand-in's prompt as the customer; then its "callback" runs as a provider's. */
    async answerStandIn(id: number, decision: 'accepted' | 'declined', actor: Actor) {
      const r = await repo.find(id);
      if (!r) throw notFound(PAYMENT_MESSAGES.notFound);
      if (r.provider !== 'stand-in') throw badRequest(PAYMENT_MESSAGES.notStandIn);
      if (r.state !== 'Pending') throw conflict(PAYMENT_MESSAGES.notPending);
      const txn = decision === 'accepted' ? standInTransactionId() : null;
      if (!(await repo.decidePrompt(r.reference, decision, txn, actor.id)))
        throw conflict(PAYMENT_MESSAGES.notPending);
      await repo.note(id, event('callback', `Stand-in: ${decision} as the customer`));
      await audit(deps.db, actor, {
        action: decision === 'accepted' ? 'accept' : 'decline',
        entity: 'payment_request',
        entityId: id,
        summary: { standIn: true, reference: r.reference },
      });
      await check(id, actor);
      return get(id);
    },

    /**
     * A provider's callback: its key checked, the request it names found,
     * and then the provider asked (the callback's own word is never taken).
     */
    async callback(provider: 'mtn' | 'airtel', key: string, body: unknown) {
      const a = Buffer.from(key);
      const b = Buffer.from(deps.callbackKey);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw forbidden(PAYMENT_MESSAGES.badKey);
      const network: PaymentNetwork = provider === 'mtn' ? 'MTN' : 'Airtel';
      const reference = deps.gatewayOf(provider, network).referenceOf(body);
      if (!reference) throw badRequest('The callback names no payment request');
      const r = UUID.test(reference) ? await repo.byReference(reference) : undefined;
      if (!r || r.provider !== provider) throw notFound(PAYMENT_MESSAGES.unknownReference);
      // Final already (a duplicate, or the checks were first): nothing to ask, nothing changes.
      if (r.state !== 'Pending' && r.state !== 'Expired') return;
      await check(r.id, undefined, r, [
        event('callback', `${PAYMENT_PROVIDER_LABELS[provider]} called back`),
      ]);
    },

    /** Which provider takes each network's prompts, and where it calls back (Admin). */
    settings: (): PaymentSettings => ({
      networks: (['MTN', 'Airtel'] as const).map((network) => {
        const provider = deps.gatewayFor(network).provider;
        return {
          network,
          provider,
          callbackUrl: provider === 'stand-in' ? null : deps.callbackUrl(provider),
        };
      }),
      keyConfigured: deps.keyConfigured,
    }),

    page: async (f: PaymentFilter, offset: number, limit: number) => {
      const { rows, count } = await repo.page(f, offset, limit);
      return { rows: rows.map(toPayment), count };
    },
    batch: repo.batch,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
