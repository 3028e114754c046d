// Deploy: both sides at once, in secret, four different soldiers from the hand on missions 1..4.
import { RuleError } from './errors'
import { startIntel } from './intel'
import { MISSIONS_PER_DAY, SERGEANT } from './tables'
import { blankMission, handOf, log } from './state'
import type { GameState, Rank, Seat } from './types'

/**
 * Throws unless `line` is a line-up the hand can deploy: four different soldiers from the hand,
 * ranks strictly increasing from mission 1 to 4 apart from the Sergeant, who may stand anywhere.
 * (ruling) The printed penalty for a mis-ordered line-up (special rule 2) is replaced by refusing
 * such a line-up here.
 */
export function checkLineup(hand: readonly Rank[], line: readonly Rank[]): void {
  if (line.length !== MISSIONS_PER_DAY) {
    throw new RuleError('bad-action', `deploy exactly ${MISSIONS_PER_DAY} soldiers`)
  }
  if (new Set(line).size !== line.length) throw new RuleError('bad-action', 'deploy four different soldiers')
  const missing = line.find((r) => !hand.includes(r))
  if (missing !== undefined) throw new RuleError('not-in-hand', `rank ${missing} is not in your hand`)
  const ordered = line.filter((r) => r !== SERGEANT)
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i] <= ordered[i - 1]) {
      throw new RuleError(
        'bad-order',
        `ranks must increase from mission 1 to 4 (only the Sergeant may stand anywhere): ${ordered[i - 1]} before ${ordered[i]}`,
      )
    }
  }
}

export function deploy(s: GameState, seat: Seat, line: readonly Rank[]): void {
  checkLineup(handOf(s, seat), line)
  s.missions[seat] = line.map((rank) => ({ ...blankMission(), rank }))
  s.deployed[seat] = true
  log(s, { type: 'deploy', seat })
  if (s.deployed.red && s.deployed.blue) startIntel(s)
}

/** Every legal line-up of a hand, in a stable order. */
export function lineupsOf(hand: readonly Rank[]): Rank[][] {
  const sorted = hand.filter((r) => r !== SERGEANT).slice().sort((a, b) => a - b)
  const hasSergeant = hand.includes(SERGEANT)
  const out: Rank[][] = []
  const pick = (from: number, chosen: Rank[], size: number): void => {
    if (chosen.length === size) {
      if (size === MISSIONS_PER_DAY) out.push(chosen.slice())
      else for (let at = 0; at < MISSIONS_PER_DAY; at++) out.push([...chosen.slice(0, at), SERGEANT, ...chosen.slice(at)])
      return
    }
    for (let i = from; i < sorted.length; i++) {
      chosen.push(sorted[i])
      pick(i + 1, chosen, size)
      chosen.pop()
    }
  }
  pick(0, [], MISSIONS_PER_DAY)
  if (hasSergeant) pick(0, [], MISSIONS_PER_DAY - 1)
  return out
}
