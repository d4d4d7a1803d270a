// How the spec's several spellings of one choice are read (ruling 10).

/** How spellings compare: case, spacing, hyphens and a leading article aside. */
const choiceKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/^(a|an|the) /, '');

/**
 * The canonical value among `choices` that a spelling names, or undefined
 * (ruling 10): any case, and the spec's other spellings in `aliases`.
 */
export function canonicalChoice<T extends string>(
  choices: readonly T[],
  aliases: Record<string, T> = {},
): (value: string) => T | undefined {
  const byKey = new Map<string, T>();
  for (const c of choices) byKey.set(choiceKey(c), c);
  for (const [spelling, c] of Object.entries(aliases)) byKey.set(choiceKey(spelling), c);
  return (value) => byKey.get(choiceKey(value));
}
