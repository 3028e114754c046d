// The game day by day, as the end screen recaps it: read from the public log alone, so every seat,
// spectator and saved game tells the same story.
import type { LogEntry, Seat } from '@shared/spies-and-lies/types'

export interface DayRecap {
  day: number
  /** Infiltration points scored that day, per side. */
  scored: Record<Seat, number>
  /** Infiltrations that day, per side. */
  infiltrations: Record<Seat, number>
  /** Where the Double Agent stood when the day ended (or the game did). */
  agent: number
}

function sideOf(value: unknown): Seat | null {
  return value === 'red' || value === 'blue' ? value : null
}

/** One entry per day played, in order; a day begins with its 'day' entry. */
export function recapByDay(log: readonly LogEntry[]): DayRecap[] {
  const days: DayRecap[] = []
  let agent = 0
  for (const e of log) {
    if (e.type === 'day' && typeof e.day === 'number') {
      days.push({ day: e.day, scored: { red: 0, blue: 0 }, infiltrations: { red: 0, blue: 0 }, agent })
      continue
    }
    const today = days[days.length - 1]
    const seat = sideOf(e.seat)
    if (!today) continue
    if (e.type === 'score' && seat && typeof e.points === 'number') today.scored[seat] += e.points
    else if (e.type === 'infiltration' && seat) today.infiltrations[seat] += 1
    else if (e.type === 'agent' && typeof e.to === 'number') {
      agent = e.to
      today.agent = agent
    }
  }
  return days
}
