import { randomBytes } from 'node:crypto';
import { staffUsers } from '../schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Seeder } from './types.ts';
import { makePerson } from './uganda.ts';

/**
 * A few STAFF colleagues of the demo admin. Their passwords are random and
 * never shown: the ADMIN resets one to try a STAFF sign-in.
 */
export const seedStaff: Seeder = {
  name: 'staff',
  async run({ db, r, now }) {
    const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
    const rows = Array.from({ length: 5 }, (_, i) => {
      const p = makePerson(r);
      return {
        name: `${p.first} ${p.last}`,
        email: `${p.first}.${p.last}.${i + 1}@care.ug`.toLowerCase(),
        role: 'STAFF' as const,
        passwordHash,
        active: i !== 4,
        // Colleagues joined over the last two years, before the customers they took on.
        createdAt: new Date(now.getTime() - (730 - i * 60) * 86_400_000),
      };
    });
    await db.insert(staffUsers).values(rows).onConflictDoNothing();
    return rows.length;
  },
};
