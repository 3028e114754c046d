// A replay ready to watch: the record replayed once under its game's rules (every move checked,
// snapshots kept so that any step is a few moves away), where each day / turn / round begins, and
// the frame a table shows at a step, as one seat saw it or with everything revealed.
import { ReplayCursor, ReplayError } from '@engine/core/replay-cursor'
import type { ReplayRecord } from '@shared/replay-record'
import type { SeatStatus, Seats } from '@shared/protocol'
import { holderAt } from '@shared/seat-holders'
import { gameEntry } from '../games'
import type { LocalFrame } from '../stores/game'
import { ReplayLoadError } from './load-replay'

/** Everything revealed, or what one seat (null: someone watching) saw at that moment. */
export type ReplayLook = { revealed: boolean; seat: string | null }

/** A day / turn / round of the game, and the first step of it. */
export type Chapter = ReplayCursor['chapters'][number]

export interface OpenReplay {
  record: ReplayRecord
  cursor: ReplayCursor
  chapters: readonly Chapter[]
  /** The chapter's i18n key ({n}). */
  chapterKey: string
  frame(step: number, look: ReplayLook): LocalFrame
}

export async function openReplay(record: ReplayRecord): Promise<OpenReplay> {
  const entry = gameEntry(record.game)
  if (!entry) throw new ReplayLoadError('not-record', `no game ${record.game}`)
  const [rules] = await Promise.all([entry.loadReplayRules(), entry.loadMessages()])
  let cursor: ReplayCursor
  try {
    cursor = ReplayCursor.open(rules, record)
  } catch (err) {
    if (err instanceof ReplayError) throw new ReplayLoadError(err.code === 'bad-move' ? 'bad-moves' : 'not-record', err.message)
    throw err
  }
  const result = record.result
  if (result && ![result.seat, ...result.winners].every((seat) => cursor.seats.includes(seat))) {
    throw new ReplayLoadError('not-record', 'the result names a seat the game does not have')
  }
  // Only finished games reveal: a record of a game in play is not shown (its host would not give it).
  if (result === undefined && cursor.winner === null) {
    throw new ReplayLoadError('not-finished', 'the game in that record has not ended')
  }
  const teams = cursor.teams
  const seats: Seats = Object.fromEntries(
    cursor.seats.map((seat) => {
      const s = record.seats[seat]
      return [seat, { name: s?.name ?? null, connected: true, bot: s?.bot != null, ...(s?.bot ? { level: s.bot } : {}) }]
    }),
  )
  /** The seats as they were held at `step` (issue 34, point 2): the record names its last holders only. */
  const seatsAt = (step: number): Seats => {
    if (!record.holders) return seats
    return Object.fromEntries(
      cursor.seats.map((seat) => {
        const h = holderAt(record.holders, seat, step)
        const held: SeatStatus | undefined = !h
          ? seats[seat]
          : h.as === 'computer'
            ? { name: 'Computer', connected: true, bot: true, keptFor: h.name, ...(h.level ? { level: h.level } : {}) }
            : { name: h.name, connected: true, bot: false }
        return [seat, held as SeatStatus]
      }),
    )
  }
  return {
    record,
    cursor,
    chapters: cursor.chapters,
    chapterKey: entry.chapterKey,
    frame: (step, look) => {
      const view = cursor.viewAt(step, look.seat, look.revealed ? 'revealed' : 'seat')
      return {
        game: record.game,
        room: record.code,
        options: record.options,
        seats: seatsAt(step),
        teams: teams.length > 0 ? teams : null,
        seat: look.seat,
        // A replay offers no decisions: the tables show no prompt's controls.
        view: { ...view, prompt: null },
        step,
        result: step === cursor.length ? (record.result ?? null) : null,
        ...(record.holders ? { holders: record.holders } : {}),
      }
    },
  }
}
