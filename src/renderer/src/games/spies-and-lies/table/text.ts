// Turning game facts into the player's language: soldiers, positions on the Double Agent track
// and every log entry. Pure functions over a translator, so they are easy to test.
import type { GameSeat, LogEntry, Prompt, Rank, Seat, TeamPrompt, TeamSeat } from '@shared/spies-and-lies/types'
import type { Tr } from '../../../i18n/tr'
import { isRank, isSeat, other, type Awaited } from './sides'
import { isTeamSeat, sideOfSeat } from './team'

export { camel, useTr, type Tr } from '../../../i18n/tr'

export function sideName(tr: Tr, seat: Seat): string {
  return tr.t(`games.spiesAndLies.seat.${seat}`)
}

/** A seat of either mode in words: "Red", "Red 2". */
export function seatName(tr: Tr, seat: GameSeat): string {
  return tr.t(`games.spiesAndLies.seat.${seat}`)
}

/** Who plays a team seat: "Ann (Red 1)", or the seat alone when no name is known. */
export function playerName(tr: Tr, seat: TeamSeat, name: string | null | undefined): string {
  return name ? tr.t('table.team.who', { name, seat: seatName(tr, seat) }) : seatName(tr, seat)
}

/**
 * Names whoever acts for a seat in the texts: a side in a two-player game, a player in a team game;
 * with `move`, whoever held the seat when that move was made.
 */
export type Who = (seat: GameSeat, move?: number) => string

/** What a prompt asks, for headings and the status line ("deploy four soldiers"). */
export function promptTitle(tr: Tr, prompt: Prompt | TeamPrompt): string {
  if (prompt.type === 'deploy' && 'missions' in prompt) return tr.t('table.team.deployTitle')
  return tr.t(`table.prompt.title.${prompt.type}`)
}

/** What the table is waiting for, in words ("Blue is deploying…", "Bob (Red 2) is identifying…"). */
export function awaitedText(tr: Tr, a: Awaited, who: Who): string {
  const side = who(a.seat)
  if (a.kind === 'guess') return tr.t('table.waiting.guess', { side, enemy: sideName(tr, other(sideOfSeat(a.seat))), n: a.mission + 1 })
  if (a.kind === 'deceive') return tr.t('table.waiting.deceive', { side, n: a.mission + 1 })
  return tr.t(`table.waiting.${a.kind}`, { side })
}

export function soldierName(tr: Tr, rank: Rank): string {
  return tr.t(`common.soldiers.${rank}.name`)
}

export function soldierAbility(tr: Tr, rank: Rank): string {
  return tr.t(`common.soldiers.${rank}.ability`)
}

/** "7 Bomb": ranks are always shown as number and name. */
export function soldierLabel(tr: Tr, rank: Rank): string {
  return tr.t('table.soldier', { rank, name: soldierName(tr, rank) })
}

export function soldierList(tr: Tr, ranks: readonly Rank[]): string {
  return ranks.length === 0 ? tr.t('table.none') : ranks.map((r) => soldierLabel(tr, r)).join(', ')
}

/** Where the Double Agent stands, in words: "2 spaces into Blue's half". */
export function agentPosition(tr: Tr, position: number, track: { wall: number; flag: number }): string {
  if (position === 0) return tr.t('table.track.middle')
  // Positive positions are blue's half (red pushes toward blue's flag).
  const owner: Seat = position > 0 ? 'blue' : 'red'
  const side = sideName(tr, owner)
  const distance = Math.abs(position)
  if (distance >= track.flag) return tr.t('table.track.onFlag', { side })
  if (distance === track.wall) return tr.t('table.track.onWall', { side })
  return tr.tn('table.track.inHalf', distance, { side })
}

function missionNumbers(tokens: unknown): number[] {
  if (!Array.isArray(tokens)) return []
  const out: number[] = []
  tokens.forEach((x, i) => {
    if (x === true) out.push(i + 1)
  })
  return out
}

function ranksOf(x: unknown): Rank[] {
  return Array.isArray(x) ? x.filter(isRank) : []
}

function seatOf(x: unknown): Seat | null {
  return isSeat(x) ? x : null
}

function num(x: unknown): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : 0
}

export interface LogLine {
  /** The side the entry is about (its mark is shown beside the text), or null for the table. */
  side: Seat | null
  text: string
  /** A visual kind for styling: a new day stands out, the end too. */
  kind: 'day' | 'end' | 'reveal' | 'score' | 'agent' | 'plain'
}

/**
 * One log entry in plain language. Unknown entries still read as something. In a team game a
 * seat's own decision names its player (`by`), through `who` when given.
 */
export function describeEntry(tr: Tr, e: LogEntry, track: { wall: number; flag: number }, who?: Who): LogLine {
  const seat = seatOf(e.seat)
  const side = seat ? sideName(tr, seat) : ''
  const enemy = seat ? sideName(tr, other(seat)) : ''
  const mission = num(e.mission) + 1
  const by = isTeamSeat(e.by) ? e.by : null
  /** Whoever made the decision the entry records: the player in a team game, else the side. */
  const move = typeof e.move === 'number' ? e.move : undefined
  const actor = by ? (who ? who(by, move) : seatName(tr, by)) : side
  switch (e.type) {
    case 'setup': {
      const ex = (e.exhausted ?? {}) as Record<string, unknown>
      return {
        side: null,
        kind: 'plain',
        text: tr.t('log.setup', {
          intel: ranksOf(e.oldIntel).join(' · '),
          red: soldierList(tr, ranksOf(ex.red)),
          blue: soldierList(tr, ranksOf(ex.blue)),
          wall: num(e.wall),
        }),
      }
    }
    case 'day': {
      const start = seatOf(e.startSeat)
      return {
        side: start,
        kind: 'day',
        text: tr.t('log.day', { day: num(e.day), side: start ? sideName(tr, start) : '' }),
      }
    }
    case 'deploy':
      return { side: seat, kind: 'plain', text: by ? tr.t('log.deployTwo', { side: actor }) : tr.t('log.deploy', { side }) }
    case 'intel': {
      const card = ranksOf(e.card)
      return {
        side: null,
        kind: 'plain',
        text: tr.t('log.intel', { card: card.length === 0 ? '—' : card.join(' · ') }),
      }
    }
    case 'intel-tokens': {
      const tokens = (e.tokens ?? {}) as Record<string, unknown>
      const part = (s: Seat) => {
        const on = missionNumbers(tokens[s])
        return on.length === 0
          ? tr.t('log.intelTokensNone', { side: sideName(tr, s) })
          : tr.tn('log.intelTokensOn', on.length, { side: sideName(tr, s), missions: on.join(', ') })
      }
      return { side: null, kind: 'plain', text: tr.t('log.intelTokens', { red: part('red'), blue: part('blue') }) }
    }
    case 'deceive':
      return {
        side: seat,
        kind: 'plain',
        text: e.play === true ? tr.t('log.deceivePlay', { side: actor, mission }) : tr.t('log.deceivePass', { side: actor, mission }),
      }
    case 'guess': {
      const rank = isRank(e.rank) ? e.rank : null
      return {
        side: seat,
        kind: 'plain',
        text: tr.t('log.guess', { side: actor, enemy, mission, soldier: rank ? soldierLabel(tr, rank) : '?' }),
      }
    }
    case 'reveal': {
      // `seat` is the defender whose card is turned up; the guesser is the other side.
      const rank = isRank(e.rank) ? e.rank : null
      const soldier = rank ? soldierLabel(tr, rank) : '?'
      const guesser = enemy
      const base = { side, mission, soldier, guesser }
      let text: string
      if (e.correct === true) text = tr.t('log.revealCorrect', base)
      else if (e.forced === 'bomb' || e.forced === 'spy' || e.forced === 'miner') text = tr.t(`log.revealForced.${e.forced}`, base)
      else text = tr.t('log.revealWrong', base)
      // The Bomb went off on a card that was also identified: double damage at the day's end.
      if (e.correct === true && e.forced === 'bomb') text = `${text} ${tr.t('log.doubleDamage', base)}`
      return { side: seat, kind: 'reveal', text }
    }
    case 'score': {
      const reason = typeof e.reason === 'string' ? e.reason : ''
      const why = tr.te(`log.reason.${reason}`) ? tr.t(`log.reason.${reason}`) : reason
      return { side: seat, kind: 'score', text: tr.tn('log.score', num(e.points), { side, why }) }
    }
    case 'infiltration':
      return { side: seat, kind: 'agent', text: tr.tn('log.infiltration', num(e.day), { side, enemy }) }
    case 'carry-over':
      return { side: seat, kind: 'score', text: tr.t('log.carryOver', { side, n: num(e.points) }) }
    case 'agent': {
      const to = num(e.to)
      const steps = Math.abs(to - num(e.from))
      return {
        side: seat,
        kind: 'agent',
        text: tr.tn('log.agent', steps, { side, where: agentPosition(tr, to, track) }),
      }
    }
    case 'sabotage': {
      const target = seatOf(e.target)
      return {
        side: seat,
        kind: 'score',
        text: tr.t('log.sabotage', { side, enemy: target ? sideName(tr, target) : enemy, from: num(e.from), to: num(e.to) }),
      }
    }
    case 'marshal':
      return {
        side: seat,
        kind: 'plain',
        text: e.choice === 'sabotage' ? tr.t('log.marshalSabotage', { side: actor, enemy }) : tr.t('log.marshalTen', { side: actor }),
      }
    case 'captain': {
      const rank = isRank(e.rank) ? e.rank : null
      return {
        side: seat,
        kind: 'plain',
        text: e.choice === 'copy' && rank ? tr.t('log.captainCopy', { side: actor, soldier: soldierLabel(tr, rank) }) : tr.t('log.captainSix', { side: actor }),
      }
    }
    case 'retreat': {
      const reason = e.reason === 'miner' ? 'miner' : 'spy'
      return { side: seat, kind: 'plain', text: tr.t(`log.retreat.${reason}`, { side, enemy, mission }) }
    }
    case 'deception-gained':
      return { side: seat, kind: 'plain', text: tr.t('log.deceptionGained', { side }) }
    case 'exhausted': {
      const ex = (e.exhausted ?? {}) as Record<string, unknown>
      return {
        side: null,
        kind: 'plain',
        text: tr.t('log.exhausted', { red: soldierList(tr, ranksOf(ex.red)), blue: soldierList(tr, ranksOf(ex.blue)) }),
      }
    }
    case 'shown':
      return { side: seat, kind: 'reveal', text: tr.t('log.shown', { side, soldiers: soldierList(tr, ranksOf(e.missions)) }) }
    case 'end': {
      const winner = seatOf(e.winner)
      const reason = e.reason === 'flag' || e.reason === 'agent' || e.reason === 'infiltration' ? e.reason : 'tie'
      return {
        side: winner,
        kind: 'end',
        text: winner
          ? tr.t(`log.end.${reason}`, { side: sideName(tr, winner), enemy: sideName(tr, other(winner)) })
          : tr.t('log.end.tie'),
      }
    }
    default:
      return { side: seat, kind: 'plain', text: tr.t('log.unknown', { type: String(e.type) }) }
  }
}
