// The host benchmark's startup scenario: a data folder of many finished games, and how long the host
// takes to listen on it.
import { randomBytes } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOM_FORMAT_VERSION, type RoomRecord } from '../../src/main/host/room-record'
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../src/shared/protocol'
import { playRandomGame } from '../../test/support/random-game'
import { rssMb, schedstat, startChild, stopChild, tempDir } from './children'
import { FINISHED, HOST_NODE_ARGS, SERVE, log, sleep } from './knobs'
import { HOST_ARGS } from './measure'

/** The `n`th room code (distinct for every n below 31^5). */
function codeOf(n: number): string {
  let code = ''
  for (let i = 0; i < ROOM_CODE_LENGTH; i++, n = Math.floor(n / ROOM_CODE_ALPHABET.length)) code += ROOM_CODE_ALPHABET[n % ROOM_CODE_ALPHABET.length]
  return code
}

/** Writes `count` finished two-player games into `dir`: 50 random games, each under many codes and tokens. */
function writeFinishedGames(dir: string, count: number): void {
  const games = Array.from({ length: 50 }, (_, i) => {
    const seed = `startup-bench-${i}`
    return { seed, moves: playRandomGame(seed, {}).moves }
  })
  const token = () => randomBytes(24).toString('base64url')
  for (let n = 0; n < count; n++) {
    const { seed, moves } = games[n % games.length]
    const code = codeOf(n)
    const at = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString()
    const record: RoomRecord = {
      format: 'safehouse-room',
      version: ROOM_FORMAT_VERSION,
      code,
      game: 'spies-and-lies',
      name: `Room ${code}`,
      options: {},
      seed,
      botSeed: randomBytes(16).toString('hex'),
      seats: { red: { name: 'Ann', token: token(), bot: null }, blue: { name: 'Bob', token: token(), bot: null } },
      started: true,
      moves,
      createdAt: at,
      updatedAt: at,
    }
    writeFileSync(join(dir, `${code}.room.json`), JSON.stringify(record))
  }
}

export interface Startup {
  ms: number
  rss: number
  /** The share of its ready time the host's main thread ran, from its spawn until it listened (ShareMeter). */
  share: number
}

/**
 * Starts the host on `dir`, times it until it listens (its rooms resumed), reads its RSS, and stops
 * it, once the finished list is in the folder (the host writes it right after a start that lacked
 * it; a host from before the list never does: then after a second).
 */
async function startOnce(dir: string): Promise<Startup> {
  const t0 = performance.now()
  const child = await startChild(SERVE, HOST_ARGS(dir), /listening (http:\/\/\S+)/, 'host', HOST_NODE_ARGS)
  const ms = performance.now() - t0
  const rss = rssMb(child.pid)
  const sched = schedstat(child.pid)
  const share = sched && sched.run + sched.wait > 0 ? sched.run / (sched.run + sched.wait) : NaN
  const list = join(dir, 'finished-rooms.json')
  for (const deadline = performance.now() + 1000; !existsSync(list) && performance.now() < deadline; ) await sleep(20)
  await stopChild(child)
  return { ms, rss, share }
}

export interface StartupResults {
  empty: Startup
  first: Startup
  listed: Startup
}

export async function measureStartup(): Promise<StartupResults> {
  log(`startup: ${SERVE} on an empty folder, then on ${FINISHED} finished games (first start, then with the list)`)
  const empty = await startOnce(tempDir('start-empty'))
  const dir = tempDir('start-finished')
  writeFinishedGames(dir, FINISHED)
  const first = await startOnce(dir)
  const listed = await startOnce(dir)
  return { empty, first, listed }
}
