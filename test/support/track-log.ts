// Replays the scoring entries of a Spies & Lies log: every change of an Infiltration track must be
// explained by a log line, so the tracks rebuilt from the log alone equal the game's. Used by the
// engine's property tests (two players and two against two).
import type { LogEntry, Seat } from '../../src/engine/spies-and-lies'

/** The tracks as the log tells them, or the first entry that does not fit (an Error). */
export function tracksFromLog(log: readonly LogEntry[]): Record<Seat, number> {
  const track: Record<Seat, number> = { red: 0, blue: 0 }
  log.forEach((e, i) => {
    const seat = e.seat === 'red' || e.seat === 'blue' ? e.seat : null
    const fail = (why: string): never => {
      throw new Error(`log entry ${i} ${JSON.stringify(e)}: ${why} (tracks ${JSON.stringify(track)})`)
    }
    switch (e.type) {
      case 'score':
        if (!seat || typeof e.points !== 'number' || e.points <= 0) fail('a score without a side or points')
        else track[seat] += e.points
        break
      case 'infiltration':
        // The track reached 10 with the score just before it, and returns to 0.
        if (!seat) fail('an infiltration without a side')
        else if (track[seat] < 10) fail('an infiltration below 10')
        else track[seat] = 0
        break
      case 'carry-over':
        if (!seat || typeof e.points !== 'number' || e.points <= 0) fail('a carry-over without a side or points')
        else if (track[seat] !== 0) fail('a carry-over that does not follow the return to 0')
        else track[seat] = e.points
        break
      case 'sabotage': {
        const target = e.target === 'red' || e.target === 'blue' ? e.target : null
        if (!target || e.from !== track[target] || typeof e.to !== 'number') fail("a sabotage whose 'from' is not the track")
        else track[target] = e.to
        break
      }
    }
    // Past 10 is only ever the moment between a score and its infiltration.
    const next = log[i + 1]
    for (const s of ['red', 'blue'] as const) {
      if (track[s] >= 10 && !(next?.type === 'infiltration' && next.seat === s)) fail(`${s} at ${track[s]} with no infiltration next`)
    }
  })
  return track
}
