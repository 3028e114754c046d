// Issue 10, point 5 and issue 11, point 6: the computer answered within milliseconds, so a person
// never saw its steps, and how long it took could hint at its cards. With pacing, every computer
// decision waits for a delay drawn from the room's bot seed (never the cards), counted from the move
// before it, and the seats say which computer seats are deciding. The test holds the waits itself.
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_PACING, paceMs } from '../../src/main/host/pacing'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

/** Waits the host asked for, each released by the test. */
function heldWaits() {
  const asked: Array<{ ms: number; release: () => void }> = []
  let wake = () => {}
  return {
    asked,
    wait: (ms: number) =>
      new Promise<void>((release) => {
        asked.push({ ms, release })
        wake()
      }),
    /** Resolves once the host has asked for `n` waits in all. */
    async until(n: number): Promise<void> {
      while (asked.length < n) await new Promise<void>((done) => (wake = done))
    },
  }
}

describe('the delay of a computer decision', () => {
  it('is drawn from the seed alone, within the bounds, and not the same for every decision', () => {
    const delays = Array.from({ length: 200 }, (_, i) => paceMs(DEFAULT_PACING, `seed:${i}:blue:pace`))
    for (const ms of delays) {
      expect(ms).toBeGreaterThanOrEqual(600)
      expect(ms).toBeLessThanOrEqual(1200)
    }
    expect(new Set(delays).size).toBeGreaterThan(100)
    expect(paceMs(DEFAULT_PACING, 'same')).toBe(paceMs(DEFAULT_PACING, 'same'))
  })
})

describe('a paced computer over the wire', () => {
  it('says it is thinking, moves only once its delay is over, then says it is done', async () => {
    const waits = heldWaits()
    running = await startTestHost({ host: { pacing: { ...DEFAULT_PACING, wait: waits.wait } } })
    const ann = await TestClient.connect(running.wsUrl)
    clients.push(ann)
    const code = await createRoom(ann, { bots: ['blue'] })
    // The computer deploys at once (a held seat may act while the room waits): it has decided, and waits.
    await waits.until(1)
    const room = running.host.room(code)
    expect(room?.seq).toBe(0)
    const welcome = await joinRoom(ann, code, 'Ann', 'red')
    expect(welcome.seats.blue).toEqual({ name: 'Computer', connected: true, bot: true, level: 'easy', thinking: true })
    // Counted from when the computer was asked, so never more than the seeded delay. (Not checked
    // to be above 0: on a loaded machine the decision itself, the bot worker's first, can take
    // longer than the delay, and the move is then shown at once; a run once saw -813 ms.)
    const seeded = paceMs(DEFAULT_PACING, `${room?.record.botSeed}:0:blue:pace`)
    expect(waits.asked[0]?.ms).toBeLessThanOrEqual(seeded)

    waits.asked[0]?.release()
    expect((await ann.next('view', (m) => m.seq === 1)).view.log.at(-1)).toMatchObject({ type: 'deploy', seat: 'blue' })
    expect((await ann.next('seats', (m) => m.seats.blue.thinking === undefined)).seats.blue.level).toBe('easy')
    expect(room?.thinking.size).toBe(0)
  })

  it('without pacing (tests, benchmarks) nothing waits and no seat is ever said to think', async () => {
    running = await startTestHost()
    const ann = await TestClient.connect(running.wsUrl)
    clients.push(ann)
    const code = await createRoom(ann, { bots: ['blue'] })
    await joinRoom(ann, code, 'Ann', 'red')
    ann.act(ann.firstAction())
    await ann.next('view', (m) => m.seq === 2)
    expect(ann.inbox.filter((m) => m.type === 'seats' && Object.values(m.seats).some((s) => s.thinking))).toEqual([])
  })
})
