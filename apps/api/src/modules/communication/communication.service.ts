import type { FastifyBaseLogger } from 'fastify';
import {
  COMMS_MESSAGES,
  PRIVACY_MESSAGES,
  formatName,
  type CareTip,
  type Recipient,
  type RecipientKind,
  type careTipFormSchema,
  type careTipUpdateSchema,
  type singleNotificationSchema,
  type topicNotificationSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { PushGateway } from '../../integrations/push.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { NursesService } from '../nurses/nurses.service.ts';
import { createCommunicationRepo, type TipRow } from './communication.repo.ts';
import { deviceOwner, type Addressee } from './device-owner.ts';
import { followMarketing } from './marketing.ts';
import { createPushDelivery, GLOBAL_TOPIC, toNotification, type Draft } from './push-delivery.ts';

/** Each kind of person the recipient search answers, at most. */
const RECIPIENTS_PER_KIND = 10;

const toTip = (r: TipRow): CareTip => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  details: r.details,
  category: r.category,
  count: r.count,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function createCommunicationService(deps: {
  db: Db;
  push: PushGateway;
  customers: CustomersService;
  nurses: NursesService;
  /** The provider's name as Admin set it (or the environment's). */
  serviceName: () => Promise<string>;
  /** Where a send whose result could not be saved is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}) {
  const repo = createCommunicationRepo(deps.db);
  const { deliver, send } = createPushDelivery(deps);

  async function customerAddressee(id: number, refusal: string): Promise<Addressee> {
    const customer = await deps.customers.getRow(id);
    if (!customer.fcmToken) throw badRequest(refusal);
    const name = formatName(customer.firstname, customer.lastname);
    return { token: customer.fcmToken, name, customerId: customer.id };
  }

  async function nurseAddressee(id: number): Promise<Addressee> {
    const nurse = await deps.nurses.getRow(id);
    if (!nurse.fcmToken) throw badRequest(COMMS_MESSAGES.noToken);
    const name = formatName(nurse.firstName, nurse.lastName);
    return { token: nurse.fcmToken, name, nurseId: nurse.id };
  }

  const single = (to: Addressee) => ({
    messageType: 'single' as const,
    receiver: to.token,
    receiverName: to.name,
    customerId: to.customerId,
    nurseId: to.nurseId,
  });

  async function mustGetTip(id: number) {
    const row = await repo.findTip(id);
    if (!row) throw notFound(COMMS_MESSAGES.tipNotFound);
    return row;
  }

  return {
    toTopic: (input: z.output<typeof topicNotificationSchema>, actor: Actor) =>
      send(
        { ...input, messageType: 'all', receiver: GLOBAL_TOPIC },
        actor,
        'The notification could not be sent',
      ),

    async toOne(input: z.output<typeof singleNotificationSchema>, actor: Actor) {
      const { customerId, nurseId, receiver, ...fields } = input;
      const to =
        nurseId != null
          ? await nurseAddressee(nurseId)
          : customerId != null
            ? await customerAddressee(customerId, COMMS_MESSAGES.noToken)
            : await deviceOwner(repo, receiver!);
      return send({ ...fields, ...single(to) }, actor, 'The notification could not be sent');
    },

    /** The customer's message dialog (SPEC 2): always to the customer's own device token. */
    async messageCustomer(customerId: number, message: string, actor: Actor) {
      const to = await customerAddressee(customerId, COMMS_MESSAGES.messageNoToken);
      return send(
        {
          category: 'info',
          title: `Message from ${await deps.serviceName()}`,
          click_action: 'MAIN_HOME',
          message,
          label: 'message',
          ...single(to),
        },
        actor,
        COMMS_MESSAGES.messageFailed,
      );
    },

    /**
     * The customer or nurse app registers its push token, or clears it (null)
     * on sign-out. A new token joins the health tips topic, or is kept out of
     * it for a person who objected to marketing (issue 26, marketing.ts): she
     * is kept out before the token is stored, or the registration fails and
     * the app tries again.
     */
    async setDeviceToken(kind: RecipientKind, id: number, token: string | null, actor: Actor) {
      const owner = kind === 'customer' ? deps.customers : deps.nurses;
      const before = await owner.getRow(id);
      const objected = before.marketingObjectedAt !== null;
      if (token !== null && objected) {
        const out = await followMarketing(deps.push, token, true);
        if (!out.ok) throw new AppError(502, `${PRIVACY_MESSAGES.topicFailed}: ${out.error}`);
      }
      await owner.setFcmToken(id, token);
      if (token !== null && !objected) {
        const joined = await followMarketing(deps.push, token, false);
        if (!joined.ok)
          deps.log?.error({ kind, id, error: joined.error }, 'device not added to the health tips');
      }
      await audit(deps.db, actor, {
        action: 'update',
        entity: kind,
        entityId: id,
        // The token is the device's credential: the log says only whether there is one.
        summary: { before: { device: !!before.fcmToken }, after: { device: token !== null } },
      });
      return { reachable: token !== null };
    },

    /** The recipient search: customers and nurses by name or phone, each marked reachable or not. */
    async recipients(term: string): Promise<Recipient[]> {
      const [customers, nurses] = await Promise.all([
        deps.customers.searchRows(term, RECIPIENTS_PER_KIND),
        deps.nurses.searchRows(term, RECIPIENTS_PER_KIND),
      ]);
      return [
        ...customers.map((c) => ({
          kind: 'customer' as const,
          id: c.id,
          name: formatName(c.firstname, c.lastname),
          phone: c.phonenumber,
          reachable: !!c.fcmToken,
        })),
        ...nurses.map((n) => ({
          kind: 'nurse' as const,
          id: n.id,
          name: formatName(n.firstName, n.lastName),
          phone: n.phoneNumber,
          reachable: !!n.fcmToken,
        })),
      ];
    },

    async history(offset: number, limit: number) {
      const { rows, count: total } = await repo.page(offset, limit);
      return { rows: rows.map(toNotification), count: total };
    },

    async tips(offset: number, limit: number) {
      const { rows, count } = await repo.tipsPage(offset, limit);
      return { rows: rows.map(toTip), count };
    },

    async createTip(input: z.output<typeof careTipFormSchema>, actor: Actor) {
      return deps.db.transaction(async (tx) => {
        const row = await createCommunicationRepo(tx).insertTip({ ...input, createdBy: actor.id });
        await audit(tx, actor, {
          action: 'create',
          entity: 'care_tip',
          entityId: row!.id,
          summary: { after: { title: row!.title } },
        });
        return toTip(row!);
      });
    },

    async updateTip(id: number, input: z.output<typeof careTipUpdateSchema>, actor: Actor) {
      const before = await mustGetTip(id);
      const { updatedAt: version, ...fields } = input;
      return deps.db.transaction(async (tx) => {
        const row = await updateWithAudit(tx, actor, {
          entity: 'care_tip',
          entityId: id,
          before,
          fields: ['title', 'category'],
          write: () => createCommunicationRepo(tx).updateTipAt(id, version, fields),
          // the entry names the tip: its title and category, changed or not
          summary: (b, w) => ({
            before: { title: b.title, category: b.category },
            after: { title: w.title, category: w.category },
          }),
        });
        return toTip(row);
      });
    },

    /**
     * Pushes a tip to everyone (SPEC 4): the send's result and the count + 1
     * commit together; a failed send is recorded and the count stays.
     */
    async pushTip(id: number, actor: Actor) {
      const tip = await mustGetTip(id);
      const draft: Draft = {
        category: 'info',
        title: tip.title,
        click_action: 'HEALTH_FEED_CREATE',
        message: tip.subtitle,
        label: tip.category,
        messageType: 'all',
        receiver: GLOBAL_TOPIC,
        careTipId: tip.id,
      };
      const updated = await deliver(draft, actor, COMMS_MESSAGES.tipPushFailed, (tx, _id, sent) =>
        sent ? createCommunicationRepo(tx).countTipPush(tip.id) : Promise.resolve(tip),
      );
      return toTip(updated);
    },
  };
}

export type CommunicationService = ReturnType<typeof createCommunicationService>;
