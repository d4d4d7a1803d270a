import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CARE_TIP_CATEGORIES,
  CLICK_TARGETS,
  NOTIFICATION_CATEGORIES,
  formatName,
  smsLength,
} from '@app/contract';
import { careTips, customers, notifications, nurses, staffUsers } from '../schema/index.ts';
import type { Seeder } from './types.ts';

const TIPS: [string, string][] = [
  ['Sleep when your baby sleeps', 'Short rests add up in the first weeks.'],
  ['Skin-to-skin after birth', 'It keeps your baby warm and helps breastfeeding start.'],
  ['Eat iron-rich foods', 'Beans, greens and liver help prevent anaemia in pregnancy.'],
  ['Attend every antenatal visit', 'Four or more visits catch problems early.'],
  ['Keep the cord clean and dry', 'No herbs or powder on the stump; it falls off by itself.'],
  ['Know the danger signs', 'Bleeding, fever, severe headache: go to a health centre now.'],
  ['Sleep under a treated net', 'Malaria in pregnancy harms mother and baby.'],
  ['Talk about how you feel', 'Sadness that lasts two weeks after birth deserves care too.'],
  ['Exclusive breastfeeding', 'Only breast milk for the first six months.'],
  ['Immunise on time', 'Bring the child health card to every visit.'],
];
const SMS_TEXTS = [
  'Your nurse arrives at 9am tomorrow.',
  'Please call us back about your booking.',
  'Your mama kit is ready for pickup at Kikubo.',
  'Reminder: clinic day on Saturday at Head Office, 8am.',
];
/** The demo's SMS price a part (the default of SMS_PRICE_UGX). */
const SMS_PRICE_UGX = 35;
const serviceName = 'Maternal & Home Care Services Uganda';

const MESSAGES: [string, string][] = [
  ['New postnatal packages', 'Home visits now include a lactation consultant.'],
  ['Clinic hours this week', 'Head Office opens at 8am on Saturday.'],
  ['Your mama kit is ready', 'Pick it up at Kikubo or ask for delivery.'],
  ['Health talk on Thursday', 'Join us live in the app at 6pm.'],
  ['Reminder', 'Rate your nurse in the app after each visit.'],
];

/** About 40 care tips, 60 sent notifications (some to one customer or nurse) and 40 SMS. */
export const seedCommunication: Seeder = {
  name: 'communication',
  async run({ db, r, now }) {
    const staff = await db.select({ id: staffUsers.id }).from(staffUsers);
    const reachable = [
      ...(
        await db
          .select()
          .from(customers)
          .where(sql`${customers.fcmToken} is not null`)
      ).map((c) => ({
        token: c.fcmToken!,
        name: formatName(c.firstname, c.lastname),
        customerId: c.id,
      })),
      ...(
        await db
          .select()
          .from(nurses)
          .where(sql`${nurses.fcmToken} is not null`)
      ).map((n) => ({
        token: n.fcmToken!,
        name: formatName(n.firstName, n.lastName),
        nurseId: n.id,
      })),
    ];
    const by = () => (staff.length ? r.pick(staff).id : null);
    const tips = Array.from({ length: 40 }, (_, i) => {
      const [title, subtitle] = TIPS[i % TIPS.length]!;
      const at = r.recentDate(300, now);
      return {
        title: i < TIPS.length ? title : `${title} (${Math.floor(i / TIPS.length) + 1})`,
        subtitle,
        details: `${subtitle} Ask your nurse or call the care line if you are unsure.`,
        category: r.pick(CARE_TIP_CATEGORIES),
        count: r.int(0, 4),
        createdBy: by(),
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.insert(careTips).values(tips);

    const sent = Array.from({ length: 60 }, () => {
      const single = reachable.length > 0 && r.bool(0.35);
      const to = single ? r.pick(reachable) : undefined;
      const [title, message] = r.pick(MESSAGES);
      return {
        category: r.pick(NOTIFICATION_CATEGORIES),
        title,
        clickAction: r.pick(CLICK_TARGETS),
        message,
        label: r.bool(0.5) ? 'news' : null,
        messageType: single ? ('single' as const) : ('all' as const),
        kind: single ? ('direct' as const) : ('group' as const),
        topic: single ? null : 'global',
        receiver: to?.token ?? 'global',
        receiverName: to?.name ?? null,
        customerId: to && 'customerId' in to ? to.customerId : null,
        nurseId: to && 'nurseId' in to ? to.nurseId : null,
        gateway: 'outbox',
        result: 'sent' as const,
        gatewayMessageId: `outbox-${randomUUID()}`,
        sentBy: by(),
        sentAt: r.recentDate(120, now),
      };
    });
    await db.insert(notifications).values(sent);

    // SMS of the last month through the local outbox (issue 24): direct
    // messages from the desk and the automatic ones of bookings.
    const people = await db.select().from(customers).limit(60);
    const sms = Array.from({ length: 40 }, (_, i) => {
      const c = r.pick(people);
      const automatic = i % 3 === 0;
      const event = automatic ? r.pick(['booking_confirmed', 'job_completed'] as const) : null;
      const message =
        event === 'booking_confirmed'
          ? `Hello ${c.firstname}, your Postnatal Care booking with ${serviceName} is confirmed.`
          : event === 'job_completed'
            ? `Hello ${c.firstname}, your care is complete. Thank you for choosing ${serviceName}.`
            : r.pick(SMS_TEXTS);
      const segments = smsLength(message).segments;
      return {
        channel: 'sms' as const,
        kind: automatic ? ('automatic' as const) : ('direct' as const),
        event,
        category: 'sms',
        title: '',
        message,
        messageType: 'single' as const,
        receiver: c.phonenumber,
        receiverName: formatName(c.firstname, c.lastname),
        phone: c.phonenumber,
        customerId: c.id,
        gateway: 'outbox',
        result: 'sent' as const,
        gatewayMessageId: `outbox-${randomUUID()}`,
        segments,
        costUgx: segments * SMS_PRICE_UGX,
        attempts: 1,
        batchId: randomUUID(),
        sentBy: automatic ? null : by(),
        // always before now: the newest messages are the ones staff send next
        sentAt: new Date(Math.min(r.recentDate(30, now).getTime(), now.getTime() - 3600_000)),
      };
    });
    await db.insert(notifications).values(sms);
    return tips.length + sent.length + sms.length;
  },
};
