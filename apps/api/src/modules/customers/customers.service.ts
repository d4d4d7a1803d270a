import { randomBytes, randomUUID } from 'node:crypto';
import {
  childrenAfterBirth,
  customerTypeForProduct,
  type Customer,
  type customerCreateSchema,
  type customerUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import { notFound } from '../../lib/errors.ts';
import type { PictureStore } from '../../integrations/storage.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import { phoneFragment } from '../../lib/search-term.ts';
import { createCustomersRepo, type CustomerRow } from './customers.repo.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

export function toCustomer(r: CustomerRow): Customer {
  return {
    id: r.id,
    user_id: r.userId,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    phonenumber: r.phonenumber,
    alternate_number: r.alternateNumber,
    gender: r.gender,
    children: r.children,
    company: r.company,
    occupation: r.occupation,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    contry: r.contry,
    user_type: r.userType,
    signup_method: r.signupMethod,
    verified: r.verified,
    photo_url: r.photoUrl,
    date_of_birth: r.dateOfBirth,
    station: r.station,
    preferred_language: r.preferredLanguage,
    can_push: !!r.fcmToken,
    consent_method: r.consentMethod,
    consent_at: r.consentAt?.toISOString() ?? null,
    consent_by: r.consentByName,
    marketing_objected_at: r.marketingObjectedAt?.toISOString() ?? null,
    erased_at: r.erasedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

type Profile = z.output<typeof customerCreateSchema>;
type Update = z.output<typeof customerUpdateSchema>;

const profileColumns = (p: Omit<Profile, 'order'>) => ({
  firstname: p.firstname,
  lastname: p.lastname,
  phonenumber: p.phonenumber,
  alternateNumber: p.alternate_number,
  email: p.email,
  gender: p.gender,
  children: p.children,
  company: p.company,
  occupation: p.occupation,
  address: p.address,
  latitude: p.latitude,
  longitude: p.longitude,
  contry: p.contry,
  // left out of an edit: unchanged (the keys are dropped below)
  dateOfBirth: p.date_of_birth,
  station: p.station,
  preferredLanguage: p.preferred_language,
});

export function createCustomersService(deps: {
  db: Db;
  bookings: BookingsService;
  pictures: PictureStore;
}) {
  const repo = createCustomersRepo(deps.db);

  async function mustGet(id: number) {
    const row = await repo.get(id);
    if (!row) throw notFound(CUSTOMER_NOT_FOUND);
    return row;
  }

  return {
    list: async (offset: number, limit: number) => (await repo.list(offset, limit)).map(toCustomer),
    /** A live customer's profile, or an erased one's placeholders (issue 26). */
    get: async (id: number) => {
      const row = await repo.getShown(id);
      if (!row) throw notFound(CUSTOMER_NOT_FOUND);
      return toCustomer(row);
    },
    /** The row itself, for other areas (job cards, finance) that need the customer. */
    getRow: mustGet,
    findByPhone: (phone: string) => repo.findByPhone(phone),

    /** The profile and its first order (a Pending booking, ruling 16), all or nothing. */
    async create(input: Profile, actor: Actor) {
      return deps.db.transaction(async (tx) => {
        const txRepo = createCustomersRepo(tx);
        const row = await txRepo.insert({
          ...profileColumns(input),
          userId: randomUUID(),
          userType: customerTypeForProduct(input.order.order),
          signupMethod: 'portal',
          verified: false,
          activationCode: randomBytes(4).toString('hex').toUpperCase(),
          createdBy: actor.id,
          // Issue 26: how consent was given, when, and who recorded it (none given: not recorded).
          ...(input.consent_method
            ? { consentMethod: input.consent_method, consentAt: new Date(), consentBy: actor.id }
            : {}),
        });
        await audit(tx, actor, {
          action: 'create',
          entity: 'customer',
          entityId: row.id,
          summary: {
            after: {
              name: `${row.firstname} ${row.lastname}`,
              user_type: row.userType,
              consent: row.consentMethod,
            },
          },
        });
        const booking = await deps.bookings.createForCustomer(tx, row, input.order, actor);
        return { customer: toCustomer(row), booking };
      });
    },

    async update(id: number, input: Update, actor: Actor) {
      const before = await mustGet(id);
      const { dateOfBirth, station, preferredLanguage, ...profile } = profileColumns(input);
      const values = {
        ...profile,
        ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
        ...(station === undefined ? {} : { station }),
        ...(preferredLanguage === undefined ? {} : { preferredLanguage }),
        ...(input.user_type ? { userType: input.user_type } : {}),
      };
      return deps.db.transaction(async (tx) => {
        const row = await updateWithAudit(tx, actor, {
          entity: 'customer',
          entityId: id,
          before,
          fields: Object.keys(values) as (keyof CustomerRow)[],
          write: () =>
            createCustomersRepo(tx).update(
              id,
              values,
              input.updatedAt ? new Date(input.updatedAt) : undefined,
            ),
        });
        return toCustomer(row);
      });
    },

    /**
     * Issue 42: a pregnancy's outcome recorded (the maternal area, in its
     * transaction `tx`): with `born` babies she is a parent and her children
     * (the SPEC's 0-6 count) grow by them; a loss (`born` 0) changes nothing
     * unless `parent` says she has babies already. Audited when it changes.
     */
    async recordBirths(tx: Db, id: number, born: number, actor: Actor, parent = born > 0) {
      const txRepo = createCustomersRepo(tx);
      const before = await txRepo.get(id);
      if (!before) throw notFound(CUSTOMER_NOT_FOUND);
      const values = {
        ...(parent ? { userType: 'parent' as const } : {}),
        ...(born > 0 ? { children: childrenAfterBirth(before.children, born) } : {}),
      };
      const fields = Object.keys(values) as (keyof CustomerRow)[];
      if (fields.every((f) => values[f as keyof typeof values] === before[f])) return;
      await updateWithAudit(tx, actor, {
        entity: 'customer',
        entityId: id,
        before,
        fields,
        write: () => txRepo.update(id, values),
      });
    },

    /** Soft delete (ruling 15): hidden from lists, kept for history. */
    async remove(id: number, actor: Actor) {
      await mustGet(id);
      await deps.db.transaction(async (tx) => {
        const row = await createCustomersRepo(tx).update(id, { deletedAt: new Date() });
        if (!row) throw notFound(CUSTOMER_NOT_FOUND);
        await audit(tx, actor, {
          action: 'delete',
          entity: 'customer',
          entityId: id,
          summary: { before: { name: `${row.firstname} ${row.lastname}` } },
        });
      });
    },

    /** The audit keeps the picture replaced (before) and the new one (after). */
    async setPicture(id: number, bytes: Buffer, actor: Actor) {
      const before = await mustGet(id);
      const url = await deps.pictures.save(bytes);
      return deps.db.transaction(async (tx) => {
        const row = await createCustomersRepo(tx).update(id, { photoUrl: url });
        if (!row) throw notFound(CUSTOMER_NOT_FOUND);
        await audit(tx, actor, {
          action: 'update',
          entity: 'customer',
          entityId: id,
          summary: { before: { picture: before.photoUrl || null }, after: { picture: url } },
        });
        return toCustomer(row);
      });
    },

    async search(term: string, limit = 20) {
      return (await repo.search(term.trim(), phoneFragment(term), limit)).map(toCustomer);
    },
    /** The search's rows themselves, for areas that need more than the answer shows. */
    searchRows: (term: string, limit: number) =>
      repo.search(term.trim(), phoneFragment(term), limit),

    /** A device's push token, kept for communication (which audits the change). */
    setFcmToken: (id: number, token: string | null) => repo.setFcmToken(id, token),
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
