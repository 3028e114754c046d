// Issue 27 in the browser: the Agent DOG tutorial completed by following its highlights only. From
// the Start screen (Agent DOG chosen, "Learn to play"), every step is passed with Next when the
// coach offers it, and otherwise by pressing the highlighted controls in turn — a step may need
// several (a card, then its move; the Partner's four steps one at a time, then Play), each
// highlighted when it is the one to press — until the coach offers to play the easy computer at the
// last step. The coach never has to explain a wrong move. On a laptop screen, axe finds nothing
// serious at a few steps (with a card's choices open too); on a phone (360×740, by touch) the coach
// and every highlighted part can be reached at every step.
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
 * (the card picked, its choices shown): the exchange, the capture, the Partner's steps and the Swap.
 */
const AXE_STEPS = [3, 6, 10, 12]

const GAME = { id: 'agent-dog', name: 'Agent DOG', ready: '[data-test="board"]' }

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the Agent DOG tutorial, by its highlights' : NO_CHROMIUM, () => {
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
      await page.screenshot({ path: join(ensureScreenshotDir(), `tutorial-agent-dog-${where.replace(/\W+/g, '-')}.png`) })
    }
    const { last, total } = await walk(page, {
      touch: false,
      onStep: async (step, n) => {
        if (AXE_STEPS.includes(step)) await axe(`step ${step} of ${n}`)
      },
      onPressed: async (step, presses) => {
        if (AXE_STEPS.includes(step) && presses === 1) await axe(`step ${step}, a card picked`)
      },
    })
    expect(last).toBe(total)
    expect(total).toBeGreaterThanOrEqual(10)
    expect(checked).toEqual(AXE_STEPS.flatMap((s) => [`step ${s} of ${total}`, `step ${s}, a card picked`]))
    // The offer at the end opens the computer game's set-up, Agent DOG chosen.
    await page.locator(PLAY).click()
    await page.getByRole('heading', { level: 2, name: 'Play against the computer' }).waitFor()
    await page.getByText('Undercover agents and the goal', { exact: true }).waitFor()
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
    let reminded = 0
    const { last, total } = await walk(page, {
      touch: true,
      onStep: async (step) => {
        if (step === 10) await page.screenshot({ path: join(ensureScreenshotDir(), 'tutorial-agent-dog-360.png'), fullPage: true })
        await reachable(`step ${step}`)
      },
      // The next control of a step with several (a card's move, the Partner's next step) too; and
      // with the coach scrolled away by the press, what to do stays in sight at the window's foot.
      onPressed: async (step, presses) => {
        const coach = await page.locator(COACH).boundingBox()
        if (coach && coach.y + coach.height <= 0) {
          reminded += 1
          const line = page.locator('[data-test="tutorial-reminder"]')
          await line.waitFor()
          const box = await line.boundingBox()
          expect(box && box.y + box.height, `step ${step}: the reminder sits at the window's foot`).toBeCloseTo(740, -1)
          expect((await line.textContent())?.trim().length ?? 0).toBeGreaterThan(10)
        }
        await reachable(`step ${step} after ${presses} presses`)
      },
    })
    expect(reminded, 'the coach was scrolled away at some press, and the reminder showed').toBeGreaterThan(0)
    expect(last).toBe(total)
    expectCleanRun(players)
  })
})
