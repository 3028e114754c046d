// Tests over real sockets: one test host per test, started by the test's first client, and every
// client and the host closed after it. Test files of seats, rejoins and guests each had this set-up
// of their own.
import { afterEach } from 'vitest'
import { TestClient } from './client'
import { startTestHost, type TestHost } from './host-server'

export interface ClientsPerTest {
  /** A new connection to this test's host (started on the first call). */
  client(): Promise<TestClient>
  /** This test's host, once a client has started it. */
  running(): TestHost
}

export function clientsPerTest(options: Parameters<typeof startTestHost>[0] = {}): ClientsPerTest {
  let running: TestHost | null = null
  const clients: TestClient[] = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()))
    await running?.stop()
    running = null
  })
  return {
    async client() {
      running ??= await startTestHost(options)
      const c = await TestClient.connect(running.wsUrl)
      clients.push(c)
      return c
    },
    running() {
      if (!running) throw new Error('no test host yet: connect a client first')
      return running
    },
  }
}
