import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CARE_TIP_CATEGORIES,
  CLICK_TARGETS,
  NOTIFICATION_CATEGORIES,
  formatName,
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
const MESSAGES: [string, string][] = [
  ['New postnatal packages', 'Home visits now include a lactation consultant.'],
  ['Clinic hours this week', 'Head Office opens at 8am on Saturday.'],
  ['Your mama kit is ready', 'Pick it up at Kikubo or ask for delivery.'],
  ['Health talk on Thursday', 'Join us live in the app at 6pm.'],
  ['Reminder', 'Rate your nurse in the app after each visit.'],
];

/** About 40 care tips and 60 sent notifications, some of them to one customer or nurse. */
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
    return tips.length + sent.length;
  },
};
