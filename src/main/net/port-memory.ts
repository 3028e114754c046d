// Where a host listened last time, kept in its data folder: a restarted host comes back at the
// address its players know when it can, so their open pages reconnect by themselves, and a browser
// keeps treating it as the same site (a page's saved name and games in progress belong to
// address + port). When it comes back elsewhere all the same, the caller is told, to say so.
import { join } from 'node:path'
import { z } from 'zod'
import { readJsonFile, writeFileAtomic } from '../storage/atomic-file'

/** The file in the data folder. */
export const PORT_FILE = 'listen-port.json'

const memorySchema = z.object({
  /** The port asked for when `port` was chosen (0: any); a different wish starts afresh. */
  wanted: z.number().int().min(0).max(65535),
  port: z.number().int().min(1).max(65535),
})

export interface Listening<T> {
  server: T
  /** The port players knew from last time, when this time's is another (else null). */
  moved: number | null
}

/** Port errors that mean "try another one"; anything else (a bad address…) is the caller's to see. */
const TAKEN = new Set(['EADDRINUSE', 'EACCES'])

/**
 * Listens on `wanted` (0: none in particular), else on the port remembered for that wish, else on
 * any free port; a `strict` caller's wanted port is never given up. Remembers the port listened on,
 * unless it is a fallback for a remembered port that was taken.
 */
export async function listenRemembered<T extends { port: number }>(options: {
  /** The data folder; null: remember nothing (games kept in memory only). */
  dataDir: string | null
  wanted: number
  /** The wanted port or nothing (serve's explicit --port): its failure is the caller's to report. */
  strict?: boolean
  /** Listens on a port (0: any free one); rejects with the socket's error code when it cannot. */
  listen(port: number): Promise<T>
}): Promise<Listening<T>> {
  const file = options.dataDir === null ? null : join(options.dataDir, PORT_FILE)
  const parsed = memorySchema.safeParse(file === null ? undefined : await readJsonFile(file))
  const remembered = parsed.success && parsed.data.wanted === options.wanted ? parsed.data.port : null
  const tries: number[] = options.wanted > 0 ? [options.wanted] : []
  if (!(options.strict === true && options.wanted > 0)) {
    if (remembered !== null && remembered !== options.wanted) tries.push(remembered)
    tries.push(0)
  }
  let server: T | null = null
  for (const [i, port] of tries.entries()) {
    try {
      server = await options.listen(port)
      break
    } catch (err) {
      if (i === tries.length - 1 || !TAKEN.has((err as NodeJS.ErrnoException).code ?? '')) throw err
    }
  }
  if (!server) throw new Error('no port to listen on')
  // Not knowing where it is next time costs players their address; listening must not fail for it.
  // A fallback (the remembered port was taken too) is not remembered: the players' pages still know
  // the remembered address, and the host goes back to it as soon as it is free (issue 34, point 10).
  const fallback = remembered !== null && server.port !== remembered && server.port !== options.wanted
  if (file !== null && !fallback) await writeFileAtomic(file, JSON.stringify({ wanted: options.wanted, port: server.port })).catch(() => undefined)
  // The address players last knew is the remembered port; with none, nobody knew another address.
  return { server, moved: remembered !== null && remembered !== server.port ? remembered : null }
}
