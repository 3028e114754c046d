// Joining another machine's game from the app: the app's page (origin app://safehouse) opens a
// WebSocket to the remote host, which must accept that Origin. Both kinds of remote host do: the
// headless one (`npm run serve`) and another desktop app's embedded host. Web pages still cannot.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN } from '../../src/shared/app-origin'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { startServe, type ServeProcess } from '../support/host-server'

describe('a headless host (npm run serve) and the app', () => {
  let dir: string
  let serve: ServeProcess & { port: number; wsUrl: string }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'safehouse-join-remote-'))
    serve = await startServe(dir)
  }, 120_000)

  afterAll(async () => {
    serve?.child.kill('SIGTERM')
    await serve?.exited
    rmSync(dir, { recursive: true, force: true })
  })

  it("accepts the app's page, as it does its own pages", async () => {
    const host = await TestClient.connect(serve.wsUrl, { Origin: `http://127.0.0.1:${serve.port}` })
    const code = await createRoom(host)
    await joinRoom(host, code, 'Ann')
    const guest = await TestClient.connect(serve.wsUrl, { Origin: APP_ORIGIN })
    expect((await joinRoom(guest, code, 'Bob')).seat).toBe('blue')
    host.ws.close()
    guest.ws.close()
  })

  it('still refuses other pages', async () => {
    for (const origin of ['https://evil.example', 'app://evil', 'http://127.0.0.1:1', 'null']) {
      await expect(TestClient.connect(serve.wsUrl, { Origin: origin }), origin).rejects.toThrow(/403/)
    }
  })
})
