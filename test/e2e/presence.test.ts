// Issue 10, points 3 and 5 in two browsers: an opponent who leaves or whose page closes is shown as
// left or away on the other's table (not "Blue is deploying…" as if they played), and the one who
// stays hands the seat to the computer, whose thinking shows before each of its paced moves. Issue
// 34, point 3: at a finished table, a player who went on to the rematch shows as gone there; point
// 10: a host that comes back on another port is found again from the old page's hint.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, launchBrowser, playersFor, runSeed, seededRandom, startHost, type Player, type RunningHost, type TestHooks } from './support'
import { axeViolations, describeViolations } from './axe'
import { pollPage } from './page-waits'
import { act } from './sl-play'
import { snapshot } from './sl-table'
import { hostGame, joinGame, openApp, saveName } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/** The room's panels at the table (the game's own parts are the game's tests' to check). */
const ROOM_PANELS = `document.querySelector('.room-presence')`

/** The table's status line. */
const TURN = `(document.querySelector('[data-test="turn"]')?.textContent ?? '').trim()`

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'someone gone from a network game' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  beforeAll(async () => {
    // The computer at the pace a person sees (its thinking shows before each move).
    ;[host, browser] = await Promise.all([startHost(120_000, { paced: true }), launchBrowser()])
  })

  afterAll(async () => {
    await browser?.close()
    await host?.stop()
  })

  async function twoAtTheTable(test: TestHooks, s: number, at: RunningHost = host): Promise<{ a: Page; b: Page; players: Player[] }> {
    // axe-core goes in as an inline script, which the host's Content-Security-Policy forbids.
    const players = await playersFor(browser, test, s, 2, { bypassCSP: true })
    const [a, b] = players.map((p) => p.page) as [Page, Page]
    await Promise.all([openApp(a, at), openApp(b, at)])
    await saveName(a, 'Ann')
    await saveName(b, 'Bob')
    await joinGame(b, await hostGame(a))
    await Promise.all([a, b].map((page) => page.getByRole('navigation', { name: 'Table menu' }).waitFor()))
    return { a, b, players }
  }

  /** Ann deploys: the game then waits for Blue. */
  async function annDeploys(a: Page, s: number): Promise<void> {
    await pollPage(a, `(document.querySelector('section.prompt h2')?.textContent ?? '').includes('deploy four soldiers')`, 60_000)
    await act(a, await snapshot(a), { rng: seededRandom(s) })
    await pollPage(a, `${TURN} === 'Blue is deploying…'`, 60_000)
  }

  it.concurrent('Bob leaves: Ann sees him gone, lets the computer play his seat, and sees it think, then move', async (test) => {
    const { a, b, players } = await twoAtTheTable(test, seed)
    await annDeploys(a, seed)
    await b.getByRole('navigation', { name: 'Table menu' }).getByRole('button', { name: 'Leave' }).click()
    await b.getByRole('alertdialog').getByRole('button', { name: 'Leave the game' }).click()
    await b.getByRole('heading', { level: 1, name: 'Safehouse' }).waitFor()

    await pollPage(a, `${TURN}.endsWith('has left the game.')`, 60_000)
    await expect(a.locator('[data-seat="blue"][data-presence="left"]').textContent()).resolves.toContain('left the game')
    const panel = a.getByRole('region', { name: /has left the game$/ })
    expect(describeViolations('the table with Bob gone', await axeViolations(a, ROOM_PANELS))).toEqual([])
    await panel.getByRole('combobox', { name: 'Computer level' }).selectOption('hard')
    await panel.getByRole('button', { name: 'Let the computer play' }).click()
    await a.locator('[data-seat="blue"][data-presence="computer"]').filter({ hasText: 'computer, hard' }).waitFor()
    // The computer decides at a person's pace: its thinking shows, then its line-up lands and the Intel phase comes.
    await a.locator('[data-seat="blue"] [data-test="thinking"]').waitFor()
    await pollPage(a, `(document.querySelector('section.prompt h2')?.textContent ?? '').includes('Intel')`, 60_000)
    await expect(a.getByRole('region', { name: /has left the game$/ }).count()).resolves.toBe(0)
    expectCleanRun(players)
  })

  it.concurrent('Bob’s page closes: after the grace period Ann sees him away, and the game waits for him', async (test) => {
    const { a, b, players } = await twoAtTheTable(test, seed + 1)
    await annDeploys(a, seed + 1)
    await b.close()
    await pollPage(a, `${TURN}.endsWith('is away: the game waits for them.')`, 60_000)
    await expect(a.locator('[data-seat="blue"][data-presence="away"]').count()).resolves.toBe(1)
    const panel = a.getByRole('region', { name: /is away$/ })
    await expect(panel.getByRole('button', { name: 'End the game' }).count()).resolves.toBe(1)
    expect(describeViolations('the table with Bob away', await axeViolations(a, ROOM_PANELS))).toEqual([])
    // Waiting is a choice that can be changed (issue 28, point 2): the choices fold behind one
    // button, which has the focus, and come back with it.
    await panel.getByRole('button', { name: 'Wait' }).click()
    await panel.getByText('You are waiting for them.').waitFor()
    await expect(panel.getByRole('button', { name: 'End the game' }).count()).resolves.toBe(0)
    const again = panel.getByRole('button', { name: 'Other choices' })
    await pollPage(a, `document.activeElement?.textContent?.trim() === 'Other choices'`, 60_000)
    expect(describeViolations('the table while waiting for Bob', await axeViolations(a, ROOM_PANELS))).toEqual([])
    await again.click()
    await panel.getByRole('button', { name: 'End the game' }).waitFor()
    expectCleanRun(players)
  })

  it.concurrent('a rematch is a room of its own: Bob’s finished table shows Ann gone to the rematch, not her connection lost (issue 34, point 3)', async (test) => {
    const { a, b, players } = await twoAtTheTable(test, seed + 2)
    await b.getByRole('button', { name: 'Concede', exact: true }).click()
    await b.getByRole('alertdialog').getByRole('button', { name: 'Concede', exact: true }).click()
    await a.getByRole('dialog').getByRole('button', { name: 'Rematch', exact: true }).click()
    // Ann waits in the rematch's lobby; Bob, still at the finished table, is offered it and sees where Ann went.
    await b.getByText(/offers a rematch, same seats\.$/).waitFor()
    await b.locator('[data-seat="red"][data-presence="rematch"]').filter({ hasText: 'gone to the rematch' }).waitFor()
    await expect(b.locator('[data-seat="red"][data-presence="dropped"]').count()).resolves.toBe(0)
    expectCleanRun(players)
  })

  it.concurrent('the host comes back on another port: the old page says so and what to do, and the seat is taken back there with its code', async (test) => {
    const first = await startHost()
    // Takes the port and answers nothing: the old page's tries there fail at once.
    const squatter = createServer((socket) => socket.destroy())
    let second: RunningHost | null = null
    try {
      const { a, players } = await twoAtTheTable(test, seed + 3, first)
      const code = ((await a.locator('.top-bar .room .code').textContent()) ?? '').trim()
      // The host is killed, and something else takes its port meanwhile: it starts again elsewhere.
      first.child.kill('SIGKILL')
      await new Promise<void>((done) => first.child.once('exit', () => done()))
      await new Promise<void>((done) => squatter.listen(first.port, '127.0.0.1', done))
      second = await startHost(120_000, { dataDir: first.dataDir })
      expect(second.port).not.toBe(first.port)
      // The fallback is not remembered: the next start tries the old port first again.
      expect(JSON.parse(readFileSync(join(first.dataDir, 'listen-port.json'), 'utf8'))).toEqual({ wanted: 0, port: first.port })

      // The old page, after a while of failed reconnects: the host may have moved, and Ann's code.
      const hint = a.locator('[data-test="host-moved"]')
      await hint.waitFor({ timeout: 60_000 })
      expect(await hint.innerText()).toContain(`enter room ${code}`)
      const recovery = ((await hint.locator('[data-test="host-moved-code"]').textContent()) ?? '').trim()
      expect(recovery).toMatch(/^[A-Z2-9]{4}-?[A-Z2-9]{4}$/)
      expect(describeViolations('the table with the host gone', await axeViolations(a, `document.querySelector('[data-test="host-moved"]')`))).toEqual([])

      // What it says works: the new address (another site: no name yet), Join, the room, the code.
      await openApp(a, second)
      await saveName(a, 'Ann')
      await joinGame(a, code)
      const taken = a.locator('[data-test="seat-taken"]')
      await taken.waitFor()
      await taken.locator('[data-test="recovery-input"]').fill(recovery)
      await taken.getByRole('button', { name: 'It is my seat: take it back' }).click()
      await a.getByRole('navigation', { name: 'Table menu' }).waitFor()
      await a.locator('[data-seat="red"]').filter({ hasText: 'Ann' }).first().waitFor()
      expectCleanRun(players)
    } finally {
      await new Promise((done) => squatter.close(done))
      // Its data folder is the first's: removed once, by the host that ran last.
      await (second ?? first).stop()
    }
  })
})
