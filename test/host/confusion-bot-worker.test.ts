// The Confusion computer players in the host's bot worker: the worker decides from the view it is
// sent, exactly as chooseAction does on this thread. (A worker thread is the host's: it runs with the
// host tests, not in the rules' inner loop.)
import { afterEach, describe, expect, it } from 'vitest'
import { applyAction, chooseAction, createGame, toActOf, viewFor, type Level, type PlayerView } from '../../src/engine/confusion'
import { BotPool, botWorkerSpec } from '../../src/main/host/bots'

const pools: BotPool[] = []
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()))
})

describe('Confusion decisions in the bot worker', () => {
  it('are the decisions chooseAction makes in-thread, at every level', async () => {
    const spec = botWorkerSpec()
    expect(spec).not.toBeNull()
    const pool = new BotPool({ worker: spec })
    pools.push(pool)
    let s = createGame({ seed: 'worker', tokens: true })
    const views: PlayerView[] = []
    for (let i = 0; i < 12 && s.phase !== 'over'; i++) {
      const seat = toActOf(s)[0]
      views.push(viewFor(s, seat))
      s = applyAction(s, seat, chooseAction(viewFor(s, seat), 'normal', `w${i}`))
    }
    for (const level of ['easy', 'normal', 'hard', 'expert'] as Level[]) {
      for (const [i, view] of views.entries()) {
        const seed = `worker-${i}`
        expect(await pool.decide({ game: 'confusion', view, level, seed })).toEqual(chooseAction(view, level, seed))
      }
    }
    expect(views.length).toBeGreaterThanOrEqual(6)
    expect(pool.threaded).toBe(true)
  }, 120_000)
})
