// The browser tests every game's tutorial gets (issue 27; issue 35, point 1), written once: completed
// by following the highlights on a laptop screen, axe-clean at the script's steps; the step's words and
// the control it points at in view together at laptop sizes; completed by touch on a 360×740 phone, the
// coach and every highlight within reach. A game's test file gives only its script's specifics
// (TutorialScript) and adds the tests that are its own.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, describeViolations } from './axe'
import { layoutProblems } from './fit-checks'
import { HAVE_CHROMIUM, NO_CHROMIUM, ensureScreenshotDir, expectCleanRun, playersFor, runSeed, withHostAndBrowser, type RunningHost } from './support'
import { COACH, HIGHLIGHT, NEXT, PLAY, openTutorial, walk, LAPTOPS, walkKeepingInView } from './tutorial-walk'

export interface TutorialScript {
  game: { id: string; name: string; ready: string }
  /** The tutorial has at least this many steps. */
  minSteps: number
  /** Where axe looks (and a screenshot is taken) on the laptop walk, as each of these steps opens. */
  axeSteps: readonly number[]
  /** Axe looks again after the first press at those steps, named so ("a card picked"); null: it does not. */
  axeAfterPress: string | null
  /** Checks the computer game's set-up the offer at the end opened, beyond its heading. */
  afterPlay?(page: Page): Promise<void>
  phone: {
    /** The step at which the whole page is saved as a screenshot. */
    screenshotAt: number
    /** The next control of a step with several is checked after each press too. */
    eachPress: boolean
    /** Every step points at something, even one passed with Next. */
    alwaysHighlighted: boolean
    /** With the coach scrolled away by a press, a reminder line at the window's foot says what to do (and this happens). */
    reminder: boolean
  }
}

/** What a game's own tests in the suite get. */
export interface TutorialContext {
  host(): RunningHost
  browser(): Browser
  seed: number
}

/** The shared tutorial tests of `script`, then the game's own (`own`), in one describe block. */
export function describeTutorial(script: TutorialScript, own: (ctx: TutorialContext) => void = () => {}): void {
  if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)
  const { game } = script
  describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? `the ${game.name} tutorial, by its highlights` : NO_CHROMIUM, () => {
    let host: RunningHost
    let browser: Browser
    const seed = runSeed()

    withHostAndBrowser((running) => ({ host, browser } = running))

    it.concurrent('is completed by following the highlights on a laptop screen, axe-clean on the way', async (test) => {
      const players = await playersFor(browser, test, seed, 1, { bypassCSP: true, viewport: { width: 1280, height: 800 } })
      const { page } = players[0]
      await openTutorial(page, host, game)
      const checked: string[] = []
      const axe = async (where: string): Promise<void> => {
        checked.push(where)
        const found = await axeViolations(page)
        expect(found, describeViolations(where, found).join('\n')).toEqual([])
        await page.screenshot({ path: join(ensureScreenshotDir(), `tutorial-${game.id}-${where.replace(/\W+/g, '-')}.png`) })
      }
      const afterPress = script.axeAfterPress
      const { last, total } = await walk(page, {
        touch: false,
        onStep: async (step, n) => {
          if (script.axeSteps.includes(step)) await axe(`step ${step} of ${n}`)
        },
        onPressed: async (step, presses) => {
          if (afterPress !== null && script.axeSteps.includes(step) && presses === 1) await axe(`step ${step}, ${afterPress}`)
        },
      })
      expect(last).toBe(total)
      expect(total).toBeGreaterThanOrEqual(script.minSteps)
      expect(checked).toEqual(script.axeSteps.flatMap((s) => [`step ${s} of ${total}`, ...(afterPress !== null ? [`step ${s}, ${afterPress}`] : [])]))
      // The offer at the end opens the computer game's set-up.
      await page.locator(PLAY).click()
      await page.getByRole('heading', { level: 2, name: 'Play against the computer' }).waitFor()
      await script.afterPlay?.(page)
      expectCleanRun(players)
    })

    for (const viewport of LAPTOPS) {
      it.concurrent(`keeps the step's words and the control it points at in view together at every step, at ${viewport.width}×${viewport.height} (issue 35)`, async (test) => {
        const players = await playersFor(browser, test, seed + 3, 1, { viewport })
        const { page } = players[0]
        await openTutorial(page, host, game)
        await walkKeepingInView(page, viewport)
        expectCleanRun(players)
      })
    }

    it.concurrent('is completed by touch on a 360×740 phone, the coach and every highlight within reach', async (test) => {
      const players = await playersFor(browser, test, seed + 1, 1, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
      const { page } = players[0]
      await openTutorial(page, host, game)
      const { phone } = script
      const reachable = async (where: string): Promise<void> => {
        const problems = await layoutProblems(page, { also: `${COACH}, .tutorial-table ${HIGHLIGHT}` })
        expect(problems, `${where} at 360×740:\n${problems.join('\n')}`).toEqual([])
        // A step that waits for a move points at its control (one passed with Next may point at nothing).
        if (phone.alwaysHighlighted || (!(await page.locator(NEXT).isVisible()) && !(await page.locator(PLAY).isVisible()))) {
          expect(await page.locator(`.tutorial-table ${HIGHLIGHT}`).count(), `${where}: something is highlighted`).toBeGreaterThan(0)
        }
      }
      let reminded = 0
      const remindedAtFoot = async (step: number): Promise<void> => {
        const coach = await page.locator(COACH).boundingBox()
        if (!coach || coach.y + coach.height > 0) return
        reminded += 1
        const line = page.locator('[data-test="tutorial-reminder"]')
        await line.waitFor()
        const box = await line.boundingBox()
        expect(box && box.y + box.height, `step ${step}: the reminder sits at the window's foot`).toBeCloseTo(740, -1)
        expect((await line.textContent())?.trim().length ?? 0).toBeGreaterThan(10)
      }
      const { last, total } = await walk(page, {
        touch: true,
        onStep: async (step) => {
          if (step === phone.screenshotAt) await page.screenshot({ path: join(ensureScreenshotDir(), `tutorial-${game.id}-360.png`), fullPage: true })
          await reachable(`step ${step}`)
        },
        onPressed: phone.eachPress
          ? async (step, presses) => {
              if (phone.reminder) await remindedAtFoot(step)
              await reachable(`step ${step} after ${presses} presses`)
            }
          : undefined,
      })
      if (phone.reminder) expect(reminded, 'the coach was scrolled away at some press, and the reminder showed').toBeGreaterThan(0)
      expect(last).toBe(total)
      expectCleanRun(players)
    })

    own({ host: () => host, browser: () => browser, seed })
  })
}
