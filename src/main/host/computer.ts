// Computer players: each computer seat answers its prompt from its own view only. The decision runs
// off the main thread (bots.ts), so a slow one never holds up other rooms' messages; the move then
// takes the same path as a person's (play.ts). Paced (pacing.ts), each decision is shown no earlier
// than a seeded delay after the move before it, and the seats deciding are announced (`thinking`).
import { BotPool, type BotRunner } from './bots'
import type { HostAccess, HostRoom } from './host-access'
import { paceMs, Pauses, type Pacing } from './pacing'
import { Refusal } from './refusal'
import type { GameAction } from '../../engine/core/game-module'
import type { Level } from '../../shared/protocol'

export class ComputerPlayers {
  /** Rooms whose computer seats are deciding now. */
  private readonly pending = new Set<HostRoom>()
  /** Rooms asked again while deciding: they look again once done. */
  private readonly again = new Set<HostRoom>()
  private runner: BotRunner | null = null
  /** Pacing waits, ended all at once on close. */
  private readonly pauses = new Pauses()

  constructor(
    private readonly host: HostAccess,
    private readonly options: { bots: BotRunner | undefined; pacing: Pacing | null | undefined },
  ) {}

  /**
   * The computer seats `room` waits for decide, one round of decisions per room at a time: a room
   * asked again while its computer seats decide looks again once they are done.
   */
  schedule(room: HostRoom): void {
    if (this.host.closing() || room.over) return
    if (this.pending.has(room)) {
      this.again.add(room)
      return
    }
    const due = room.rules.toAct(room.state).filter((seat) => room.record.seats[seat].bot !== null)
    if (due.length === 0) return
    this.pending.add(room)
    void this.run(room, due).finally(() => {
      this.pending.delete(room)
      if (this.again.delete(room)) this.schedule(room)
      this.showThinking(room)
    })
  }

  /** Ends the pacing waits and the runner. */
  async close(): Promise<void> {
    this.pauses.cancelAll()
    await this.runner?.close()
  }

  /** Ends the pacing waits at once (the host is closing). */
  stopWaiting(): void {
    this.pauses.cancelAll()
  }

  /** The runner, started on first use. */
  private bots(): BotRunner {
    if (!this.runner) this.runner = this.options.bots ?? new BotPool({ warn: (m) => this.host.warn(m) })
    return this.runner
  }

  /** Announces the computer seats deciding now, when that changed since last said (paced rooms only). */
  private showThinking(room: HostRoom): void {
    const now = [...room.thinking].sort().join()
    if (room.thinkingShown === now || !this.host.live(room)) return
    room.thinkingShown = now
    room.tellSeats()
  }

  private async run(room: HostRoom, due: readonly string[]): Promise<void> {
    const seq = room.seq
    const asked = room.state
    const pacing = this.options.pacing
    const thinking = due.filter((seat) => room.rules.viewFor(room.state, seat).prompt !== null)
    if (pacing) {
      for (const seat of thinking) room.thinking.add(seat)
      this.showThinking(room)
    }
    const moves = thinking.map(async (seat) => {
      try {
        await this.move(room, seat, seq, asked, pacing ?? null)
      } finally {
        room.thinking.delete(seat)
      }
    })
    await Promise.all(moves)
  }

  /** One computer decision, shown no earlier than its paced delay after the move before it. */
  private async move(room: HostRoom, seat: string, seq: number, asked: unknown, pacing: Pacing | null): Promise<void> {
    const askedAt = performance.now()
    const level = room.record.seats[seat].bot as Level
    const view = room.rules.viewFor(room.state, seat)
    if (view.prompt === null) return
    let action: GameAction
    try {
      // One lane per room: the runner takes rooms in turn, so none gets ahead of another.
      action = await this.bots().decide({ game: room.record.game, view, level, seed: `${room.record.botSeed}:${seq}:${seat}` }, room.code)
    } catch (err) {
      if (!this.host.closing()) this.host.warn(`computer player in ${room.code} could not decide: ${err instanceof Error ? err.message : String(err)}`)
      return
    }
    // The delay is drawn from the bot seed, not the cards; the decision's own time disappears in it.
    if (pacing) {
      const left = askedAt + paceMs(pacing, `${room.record.botSeed}:${seq}:${seat}:pace`) - performance.now()
      await (pacing.wait ? pacing.wait(left) : this.pauses.until(left))
    }
    if (this.host.closing() || !this.host.live(room)) return
    await room
      .enqueue(() => {
        // Its person took the seat back while the computer thought: the decision is dropped.
        if (room.record.seats[seat].bot === null) return Promise.resolve()
        // Decided on a state that is gone (a move, or the cards dealt anew): decide again.
        if (room.state !== asked) throw new Refusal('stale-seq', 'the game moved on while the computer thought')
        return this.host.applyMove(room, seat, seq, action)
      })
      .catch((err: unknown) => {
        // A stale seq only means a human moved first; the next view reschedules the bot.
        if (err instanceof Refusal && err.code === 'stale-seq') return this.schedule(room)
        this.host.warn(`computer player in ${room.code} failed: ${err instanceof Error ? err.message : String(err)}`)
      })
  }
}
