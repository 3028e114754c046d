// Seats that are fair over a series (issue 38, point 3). One game is fair in expectation, since the
// seed draws who begins; a series of rematches is not, unless the rematch hands on what a place at
// the table is worth. Two things are: who begins (the first mover wins 54.7% of strong Confusion
// games), and, in four-player Agent DOG, whose strong player sits just after the other's (that team
// wins 60.8% of hard-against-hard games with a strong and a weak player in each team). The host
// knows no rule: the game's module names who began (GameModule.starter), and teams are seats.
import type { AnyGameModule } from '../../engine/core/game-module'
import { nextSideSeat } from '../../shared/sides'
import type { SeatRecord } from './room-record'

/**
 * The options that make a rematch begin with whoever did not begin the finished game: the next seat
 * after its starter not on the starter's side, wherever `moved` seats that seat's player.
 */
export function nextStarterOptions(
  rules: Pick<AnyGameModule, 'starter'>,
  state: unknown,
  seats: readonly string[],
  teams: readonly (readonly string[])[],
  moved: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const starter = rules.starter
  const next = nextSideSeat(starter.of(state), seats, teams)
  return starter.optionsFor(moved[next] ?? next)
}

/**
 * A rematch with the seats kept, where one team is the computer's at two levels: those two trade
 * places, so that whose stronger player sits just after the other's changes with every game. One
 * team only (two trades would undo each other), and never with the sides swapped: in four-player
 * Agent DOG swapping the sides already turns who sits just after whom around (sides.ts,
 * swappedSeats: red and blue trade places, green and yellow).
 */
export function computersTraded(seats: Readonly<Record<string, SeatRecord>>, teams: readonly (readonly string[])[]): Record<string, SeatRecord> {
  const out = { ...seats }
  const team = teams.find((t) => t.length === 2 && t.every((s) => out[s]?.bot) && new Set(t.map((s) => out[s]?.bot)).size === 2)
  if (!team) return out
  const [a, b] = team as [string, string]
  const [atA, atB] = [out[a] as SeatRecord, out[b] as SeatRecord]
  out[a] = { ...atA, bot: atB.bot }
  out[b] = { ...atB, bot: atA.bot }
  return out
}
