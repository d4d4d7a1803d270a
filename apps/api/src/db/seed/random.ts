// A deterministic generator for demo data: the same seed gives the same data,
// so screenshots, tests and bug reports agree. Areas add their own makers.

/** mulberry32: small, fast, good enough for demo data (not for secrets). */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int,
    pick,
    bool: (p = 0.5) => next() < p,
    /** Several distinct items. */
    some: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      const out: T[] = [];
      while (out.length < n && copy.length)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
    /** A date within the `days` days before `now`, at a daytime hour, never after `now`. */
    recentDate: (days: number, now: Date) => {
      const d = new Date(now.getTime() - int(0, days * 24) * 3600_000);
      d.setUTCHours(int(5, 16), int(0, 59), 0, 0);
      // A daytime hour later today has not happened yet: that day is yesterday's.
      return d > now ? new Date(d.getTime() - 86_400_000) : d;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
