// Confusion's facts in the player's language: sides, pieces, directions, squares and every log
// entry. Pure functions over a translator, so they are easy to test.
import { lineBetween, ownerDirection, type MovementTable } from '@engine/confusion/client'
import type { Tr } from '../../../i18n/tr'
import type { Direction, Label, LogEntry, MovementId, Seat, Square } from '@shared/confusion/types'
import { squareName } from './frame'
import type { AttemptRecord } from './moves'

export { useTr, camel, type Tr } from '../../../i18n/tr'

const C = 'confusion'

export const SIDE_MARK: Readonly<Record<Seat, string>> = { white: '●', red: '◆' }

export function other(seat: Seat): Seat {
  return seat === 'white' ? 'red' : 'white'
}

export function isSeat(x: unknown): x is Seat {
  return x === 'white' || x === 'red'
}

export function sideName(tr: Tr, seat: Seat): string {
  return tr.t(`games.confusion.seat.${seat}`)
}

/** "M05", "?" for the Double Agent, "★" for the promoted side: what is printed on a piece. */
export function pieceCode(piece: MovementId | 'PROMOTED'): string {
  if (piece === 'DA') return '?'
  if (piece === 'PROMOTED') return '★'
  return piece
}

/** The piece's name in words: "M05", "Double Agent", "promoted". */
export function pieceName(tr: Tr, piece: MovementId | 'PROMOTED'): string {
  if (piece === 'DA') return tr.t(`${C}.piece.doubleAgent`)
  if (piece === 'PROMOTED') return tr.t(`${C}.piece.promoted`)
  return tr.t(`${C}.piece.type`, { id: piece })
}

const ALL: readonly Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']
const GROUPS: ReadonlyArray<{ key: string; dirs: readonly Direction[] }> = [
  { key: 'all', dirs: ALL },
  { key: 'diagonals', dirs: ['NE', 'SE', 'SW', 'NW'] },
  { key: 'forwardDiagonals', dirs: ['NE', 'NW'] },
  { key: 'backDiagonals', dirs: ['SE', 'SW'] },
]

/** Directions in words, in the owner's frame: "forward, right, back, left", "forward, both forward diagonals". */
export function directionsText(tr: Tr, dirs: readonly Direction[]): string {
  if (ALL.every((d) => dirs.includes(d))) return tr.t(`${C}.dirGroup.all`)
  const parts: string[] = []
  // Straight lines first, in the order a notebook lists them, then the diagonals, grouped.
  for (const d of ['N', 'E', 'S', 'W'] as const) if (dirs.includes(d)) parts.push(tr.t(`${C}.dir.${d}`))
  let diagonals = ALL.filter((d) => d.length === 2 && dirs.includes(d))
  for (const g of GROUPS) {
    if (g.key !== 'all' && g.dirs.every((d) => diagonals.includes(d))) {
      parts.push(tr.t(`${C}.dirGroup.${g.key}`))
      diagonals = diagonals.filter((d) => !g.dirs.includes(d))
    }
  }
  for (const d of diagonals) parts.push(tr.t(`${C}.dir.${d}`))
  return parts.join(', ')
}

/** "forward, right, back, left, up to 2 squares (crown)", as the set `types` has it; the Double Agent's and the promoted side's in words. */
export function pieceDescription(tr: Tr, types: MovementTable, piece: MovementId | 'PROMOTED'): string {
  if (piece === 'DA') return tr.t(`${C}.piece.doubleAgentMoves`)
  const type = types[piece]
  const text = tr.tn(`${C}.piece.moves`, type.R, { directions: directionsText(tr, type.directions) })
  return type.crown ? tr.t(`${C}.piece.withCrown`, { text }) : text
}

/** "4 squares forward": a line as its owner sees it. */
export function lineText(tr: Tr, dir: Direction, dist: number): string {
  return tr.tn(`${C}.line`, dist, { dir: tr.t(`${C}.dir.${dir}`) })
}

/** The line of an attempt from `from` to `to`, in the mover's frame. */
export function attemptLineText(tr: Tr, seat: Seat, from: Square, to: Square): string {
  const line = lineBetween(from, to)
  if (line === null) return ''
  return lineText(tr, ownerDirection(seat, line.dx, line.dy), line.dist)
}

function spyText(tr: Tr, seat: Seat, label: Label | null): string {
  return label === null ? tr.t(`${C}.log.aSpy`, { side: sideName(tr, seat) }) : tr.t(`${C}.log.spy`, { side: sideName(tr, seat), label })
}

/** One attempt in words: "White's spy H, d2 → d6 (4 squares forward): NO". */
export function attemptText(tr: Tr, a: Pick<AttemptRecord, 'seat' | 'label' | 'from' | 'to' | 'briefcase' | 'yes'>): string {
  const mode = a.briefcase ?? 'none'
  return tr.t(`${C}.log.attempt.${mode}`, {
    spy: spyText(tr, a.seat, a.label),
    from: squareName(a.from),
    to: squareName(a.to),
    line: attemptLineText(tr, a.seat, a.from, a.to),
    answer: tr.t(a.yes ? `${C}.log.yes` : `${C}.log.no`),
  })
}

export type LineKind = 'turn' | 'yes' | 'no' | 'capture' | 'free' | 'promotion' | 'end' | 'setup'

export interface LogLine {
  text: string
  kind: LineKind
  side: Seat | null
}

/** A log entry in plain language; `label` names the spy of an attempt (see attemptHistory). */
export function describeEntry(tr: Tr, e: LogEntry, label: Label | null = null): LogLine {
  switch (e.type) {
    case 'setup':
      return { text: tr.t(`${C}.log.setup`, { side: sideName(tr, e.first) }), kind: 'setup', side: e.first }
    case 'place':
      return { text: tr.t(`${C}.log.place`, { side: sideName(tr, e.seat) }), kind: 'setup', side: e.seat }
    case 'turn':
      return { text: tr.t(`${C}.log.turn`, { side: sideName(tr, e.seat), n: e.number }), kind: 'turn', side: e.seat }
    case 'eliminateOwn':
      return { text: tr.t(`${C}.log.eliminateOwn`, { side: sideName(tr, e.seat), label: e.label, at: squareName(e.at) }), kind: 'free', side: e.seat }
    case 'eliminateDoubleAgent':
      return {
        text: tr.t(`${C}.log.eliminateDoubleAgent`, { side: sideName(tr, e.seat), enemy: sideName(tr, other(e.seat)), label: e.label, at: squareName(e.at) }),
        kind: 'free',
        side: e.seat,
      }
    case 'token': {
      const side = sideName(tr, e.seat)
      if (e.kind === 'reveal') return { text: tr.t(`${C}.log.reveal`, { side, label: e.label }), kind: 'free', side: e.seat }
      if (e.kind === 'move2') return { text: tr.t(`${C}.log.move2`, { side }), kind: 'free', side: e.seat }
      return { text: tr.t(`${C}.log.swap`, { side, a: squareName(e.a), b: squareName(e.b) }), kind: 'free', side: e.seat }
    }
    case 'attempt':
      return { text: attemptText(tr, { ...e, label }), kind: e.yes ? 'yes' : 'no', side: e.seat }
    case 'capture':
      return {
        text: tr.t(`${C}.log.capture`, { side: sideName(tr, e.seat), enemy: sideName(tr, other(e.seat)), label: e.label, at: squareName(e.at) }),
        kind: 'capture',
        side: e.seat,
      }
    case 'promotion':
      return {
        text: tr.t(`${C}.log.promotion.${e.result}`, { side: sideName(tr, e.seat), label: e.label, at: squareName(e.at) }),
        kind: 'promotion',
        side: e.seat,
      }
    case 'transfer':
      return {
        text: tr.t(`${C}.log.transfer.${e.accept ? 'accepted' : 'declined'}`, { side: sideName(tr, e.seat), label: e.label, at: squareName(e.at) }),
        kind: 'promotion',
        side: e.seat,
      }
    case 'pass':
      return { text: tr.t(`${C}.log.pass`, { side: sideName(tr, e.seat) }), kind: 'free', side: e.seat }
    case 'end':
      return { text: endText(tr, e.winner, e.reason), kind: 'end', side: Array.isArray(e.winner) ? (e.winner[0] ?? null) : null }
  }
}

/** How the game was won, in a sentence. */
export function endText(tr: Tr, winner: Seat[] | 'draw', reason: string): string {
  if (winner === 'draw' || winner.length === 0) return tr.t(`${C}.end.reason.draw`)
  const side = winner[0] as Seat
  return tr.t(`${C}.end.reason.${reason === 'turn-limit' ? 'draw' : camelReason(reason)}`, { side: sideName(tr, side), enemy: sideName(tr, other(side)) })
}

function camelReason(reason: string): string {
  return reason === 'no-spies' ? 'noSpies' : reason
}
