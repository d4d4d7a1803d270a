let made = 0;

/**
 * A Ugandan mobile number no other journey of the run has: an MTN prefix
 * (076, 077 or 078, so a payout's channel is known from it) and 7 digits of
 * the clock. Every prefix 07X is not a network's: taking X from the clock
 * made 079 numbers for a day in ten, which no payout channel matches.
 */
export function uniqueMobile(): string {
  const t = Date.now() + made++;
  const prefix = ['076', '077', '078'][Math.floor(t / 1e7) % 3];
  return `${prefix}${String(t).slice(-7)}`;
}
