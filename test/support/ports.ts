// Ports for tests of what a host remembers between runs.
import { createServer } from 'node:net'

/**
 * A free port on 127.0.0.1 below the range the system hands out for port 0 (32768 and up on
 * Linux): while a test's host is down, no other test running beside it can be given this one.
 */
export async function freePortBelowEphemeral(): Promise<number> {
  for (let port = 20_000 + Math.floor(Math.random() * 5_000); port < 32_000; port += 7) {
    const probe = createServer()
    const free = await new Promise<boolean>((done) => {
      probe.once('error', () => done(false))
      probe.listen(port, '127.0.0.1', () => done(true))
    })
    if (free) {
      await new Promise((done) => probe.close(done))
      return port
    }
  }
  throw new Error('no free port below 32000')
}
