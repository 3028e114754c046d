// Openings that vary (issue 38, point 2): how many different openings a level plays over seeded
// games, and how often it plays its most common one. Each game's bench says what an opening is
// (its first move, deployment or card) and hands the keys here.

/** The games each level's openings are counted over. */
export const OPENING_GAMES = 200

/** One line of the openings table: distinct openings, and the most common one's share. */
export function openingsLine(level: string, keys: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1)
  const top = Math.max(0, ...counts.values())
  const share = keys.length === 0 ? 0 : (100 * top) / keys.length
  return `  ${level.padEnd(7)} ${String(counts.size).padStart(4)} distinct openings in ${keys.length} games; the most common in ${top} (${share.toFixed(1)}%)`
}
