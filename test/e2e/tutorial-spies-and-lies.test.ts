// Issue 27 in the browser: the Spies & Lies tutorial completed by following its highlights only.
// From the Start screen (Spies & Lies chosen, "Learn to play"), every step is passed with Next when
// the coach offers it, and otherwise by pressing the highlighted controls in turn — a step may need
// several (a soldier, then its mission; a rank, then Guess), each highlighted when it is the one to
// press — until the coach offers to play the easy computer at the last step. The coach never has to
// explain a wrong move. On a laptop screen, axe finds nothing serious at a few steps; on a phone
// (360×740, by touch) the coach and every highlighted part can be reached at every step.
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, describeViolations } from './axe'
import { layoutProblems } from './fit-checks'
import { HAVE_CHROMIUM, NO_CHROMIUM, ensureScreenshotDir, expectCleanRun, launchBrowser, playersFor, runSeed, startHost, type RunningHost } from './support'
import { pollPage } from './page-waits'
import { COACH, HIGHLIGHT, NEXT, PLAY, openTutorial, walk, LAPTOPS, walkKeepingInView } from './tutorial-walk'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/**
 * Where axe looks (and a screenshot is taken): the first and last steps (read, with Next), the
 * deploy, the first guess, the Deception token and the Marshal's choice (the prompt panel open).
 */
const AXE_STEPS = [1, 3, 6, 7, 16, 18]

const GAME = { id: 'spies-and-lies', name: 'Spies & Lies', ready: '.table' }

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the Spies & Lies tutorial, by its highlights' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  beforeAll(async () => {
    ;[host, browser] = await Promise.all([startHost(), launchBrowser()])
  })

  afterAll(async () => {
    await browser?.close()
    await host?.stop()
  })

  it.concurrent('is completed by following the highlights on a laptop screen, axe-clean on the way', async (test) => {
    const players = await playersFor(browser, test, seed, 1, { bypassCSP: true, viewport: { width: 1280, height: 800 } })
    const { page } = players[0]
    await openTutorial(page, host, GAME)
    const checked: number[] = []
    const { last, total } = await walk(page, {
      touch: false,
      onStep: async (step, n) => {
        if (!AXE_STEPS.includes(step) || checked.includes(step)) return
        checked.push(step)
        const found = await axeViolations(page)
        expect(found, describeViolations(`step ${step} of ${n}`, found).join('\n')).toEqual([])
        await page.screenshot({ path: join(ensureScreenshotDir(), `tutorial-spies-and-lies-${step}.png`) })
      },
    })
    expect(last).toBe(total)
    expect(total).toBeGreaterThanOrEqual(8)
    expect(checked).toEqual(AXE_STEPS)
    // The offer at the end opens the computer game's set-up, Spies & Lies chosen.
    await page.locator(PLAY).click()
    await page.getByRole('heading', { level: 2, name: 'Play against the computer' }).waitFor()
    expectCleanRun(players)
  })

  it.concurrent('is completed by touch on a 360×740 phone, the coach and every highlight within reach', async (test) => {
    const players = await playersFor(browser, test, seed + 1, 1, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
    const { page } = players[0]
    await openTutorial(page, host, GAME)
    const { last, total } = await walk(page, {
      touch: true,
      onStep: async (step) => {
        if (step === 3) await page.screenshot({ path: join(ensureScreenshotDir(), 'tutorial-spies-and-lies-360.png'), fullPage: true })
        const problems = await layoutProblems(page, { also: `${COACH}, .tutorial-table ${HIGHLIGHT}` })
        expect(problems, `step ${step} at 360×740:\n${problems.join('\n')}`).toEqual([])
        expect(await page.locator(`.tutorial-table ${HIGHLIGHT}`).count(), `step ${step}: something is highlighted`).toBeGreaterThan(0)
      },
    })
    expect(last).toBe(total)
    expectCleanRun(players)
  })

  for (const viewport of LAPTOPS) {
    it.concurrent(`keeps the step's words and the control it points at in view together at every step, at ${viewport.width}×${viewport.height} (issue 35)`, async (test) => {
      const players = await playersFor(browser, test, seed + 3, 1, { viewport })
      const { page } = players[0]
      await openTutorial(page, host, GAME)
      await walkKeepingInView(page, viewport)
      expectCleanRun(players)
    })
  }

  it.concurrent('leaves nothing behind when left half-way: the page never talked to the host about it', async (test) => {
    const players = await playersFor(browser, test, seed + 2, 1)
    const { page } = players[0]
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await openTutorial(page, host, GAME)
    await page.locator(NEXT).click()
    await pollPage(page, `document.querySelector('${COACH} .counter')?.textContent.trim().startsWith('Step 2 ')`, 10_000)
    await page.getByRole('button', { name: 'Leave the tutorial' }).click()
    await page.getByRole('heading', { level: 1, name: 'Safehouse' }).waitFor()
    expect(sockets, 'connections to the host while learning').toEqual([])
    const info = (await (await fetch(`${host.url}api/info`)).json()) as { rooms?: unknown[] }
    expect(info.rooms ?? []).toEqual([])
    expectCleanRun(players)
  })
})
