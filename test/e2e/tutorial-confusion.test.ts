// Issue 27 in the browser: the Confusion tutorial completed by following its highlights only. From
// the Start screen (Confusion chosen, "Learn to play"), every step is passed with Next when the coach
// offers it, and otherwise by pressing the highlighted parts in turn (a spy's square on the board,
// then the square to try) until the coach offers to play the easy computer at the last step. The
// coach never has to explain a wrong move. On a laptop screen, axe finds nothing serious at a few
// steps (with a spy picked too); on a phone (360×740, by touch) the coach and every highlighted part
// can be reached at every step.
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, describeViolations } from './axe'
import { layoutProblems } from './fit-checks'
import { HAVE_CHROMIUM, NO_CHROMIUM, ensureScreenshotDir, expectCleanRun, launchBrowser, playersFor, runSeed, startHost, type RunningHost } from './support'
import { COACH, HIGHLIGHT, NEXT, PLAY, openTutorial, walk, LAPTOPS, walkKeepingInView } from './tutorial-walk'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/**
 * Where axe looks (and a screenshot is taken), as each step opens and again after its first press
 * (the spy picked, its targets shown): the first try, the no, and carrying the briefcase.
 */
const AXE_STEPS = [3, 5, 10]

const GAME = { id: 'confusion', name: 'Confusion', ready: '[data-test="board"]' }

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the Confusion tutorial, by its highlights' : NO_CHROMIUM, () => {
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
    const checked: string[] = []
    const axe = async (where: string): Promise<void> => {
      checked.push(where)
      const found = await axeViolations(page)
      expect(found, describeViolations(where, found).join('\n')).toEqual([])
      await page.screenshot({ path: join(ensureScreenshotDir(), `tutorial-confusion-${where.replace(/\W+/g, '-')}.png`) })
    }
    const { last, total } = await walk(page, {
      touch: false,
      onStep: async (step, n) => {
        if (AXE_STEPS.includes(step)) await axe(`step ${step} of ${n}`)
      },
      onPressed: async (step, presses) => {
        if (AXE_STEPS.includes(step) && presses === 1) await axe(`step ${step}, a spy picked`)
      },
    })
    expect(last).toBe(total)
    expect(total).toBeGreaterThanOrEqual(10)
    expect(checked).toEqual(AXE_STEPS.flatMap((s) => [`step ${s} of ${total}`, `step ${s}, a spy picked`]))
    // The offer at the end opens the computer game's set-up.
    await page.locator(PLAY).click()
    await page.getByRole('heading', { level: 2, name: 'Play against the computer' }).waitFor()
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

  it.concurrent('shows squares of at least 30 px on a phone on its side (844×390; issue 35)', async (test) => {
    const players = await playersFor(browser, test, seed + 4, 1, { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true })
    const { page } = players[0]
    await openTutorial(page, host, GAME)
    const side = await page.evaluate<number>(`document.querySelector('.tutorial-table [data-test="board"] rect.cell').getBoundingClientRect().width`)
    expect(side).toBeGreaterThanOrEqual(30)
    expectCleanRun(players)
  })

  it.concurrent('is completed by touch on a 360×740 phone, the coach and every highlight within reach', async (test) => {
    const players = await playersFor(browser, test, seed + 1, 1, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
    const { page } = players[0]
    await openTutorial(page, host, GAME)
    const reachable = async (where: string): Promise<void> => {
      const problems = await layoutProblems(page, { also: `${COACH}, .tutorial-table ${HIGHLIGHT}` })
      expect(problems, `${where} at 360×740:\n${problems.join('\n')}`).toEqual([])
      // A step that waits for a move points at its control (one passed with Next may point at nothing).
      if (!(await page.locator(NEXT).isVisible()) && !(await page.locator(PLAY).isVisible())) {
        expect(await page.locator(`.tutorial-table ${HIGHLIGHT}`).count(), `${where}: something is highlighted`).toBeGreaterThan(0)
      }
    }
    const { last, total } = await walk(page, {
      touch: true,
      onStep: async (step) => {
        if (step === 9) await page.screenshot({ path: join(ensureScreenshotDir(), 'tutorial-confusion-360.png'), fullPage: true })
        await reachable(`step ${step}`)
      },
      // The square to try, once the spy is picked, too.
      onPressed: async (step, presses) => reachable(`step ${step} after ${presses} presses`),
    })
    expect(last).toBe(total)
    expectCleanRun(players)
  })
})
