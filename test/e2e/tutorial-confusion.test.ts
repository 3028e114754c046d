// Issue 27 in the browser: the Confusion tutorial completed by following its highlights only. From
// the Start screen (Confusion chosen, "Learn to play"), every step is passed with Next when the coach
// offers it, and otherwise by pressing the highlighted parts in turn (a spy's square on the board,
// then the square to try) until the coach offers to play the easy computer at the last step. The
// coach never has to explain a wrong move. On a laptop screen, axe finds nothing serious at a few
// steps (with a spy picked too); on a phone (360×740, by touch) the coach and every highlighted part
// can be reached at every step.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, describeViolations } from './axe'
import { layoutProblems } from './fit-checks'
import { HAVE_CHROMIUM, NO_CHROMIUM, ensureScreenshotDir, expectCleanRun, launchBrowser, nextFrames, playersFor, runSeed, startHost, type RunningHost } from './support'
import { openApp, pollPage } from './ui'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

const COACH = '[data-test="tutorial-coach"]'
const FEEDBACK = '[data-test="tutorial-feedback"]'
const NEXT = '[data-test="tutorial-next"]'
const PLAY = '[data-test="tutorial-play"]'
const HIGHLIGHT = '[data-tutorial-highlight]'
/**
 * Where axe looks (and a screenshot is taken), as each step opens and again after its first press
 * (the spy picked, its targets shown): the first try, the no, and carrying the briefcase.
 */
const AXE_STEPS = [3, 5, 10]

/** The coach's "Step k of n", read in the page (null while it loads). */
const STEP_JS = `(() => {
  const m = /^Step (\\d+) of (\\d+)$/.exec(document.querySelector('${COACH} .counter')?.textContent.trim() ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
})()`

async function stepOf(page: Page): Promise<[number, number]> {
  return pollPage<[number, number]>(page, STEP_JS, 10_000)
}

async function feedback(page: Page): Promise<string> {
  return ((await page.locator(FEEDBACK).textContent()) ?? '').trim()
}

/** In the page: the first highlighted control that is enabled and not pressed yet in this step (in `window.__pressed`). */
const TARGET_JS = `[...document.querySelectorAll('.tutorial-table ${HIGHLIGHT}')].find((el) => !(window.__pressed ??= new Set()).has(el) && !el.matches(':disabled'))`

interface Walk {
  /** Called as each step is shown, before anything on it is pressed. */
  onStep(step: number, total: number): Promise<void>
  /** Called after each press that did not end the step (the next control to press is highlighted). */
  onPressed?(step: number, presses: number): Promise<void>
  touch: boolean
}

/**
 * Plays the tutorial from its first step to its offer to play the computer, by its highlights: Next
 * when the coach offers it, else the highlighted controls one at a time (each at most once a step),
 * waiting after each press for the step to end or for the next control to be highlighted.
 */
async function walk(page: Page, { onStep, onPressed, touch }: Walk): Promise<{ last: number; total: number }> {
  let [step, total] = await stepOf(page)
  expect(step).toBe(1)
  for (let guard = 0; guard < 100; guard++) {
    await nextFrames(page)
    expect(await feedback(page), `step ${step}: the coach had to explain a move`).toBe('')
    await onStep(step, total)
    if (await page.locator(PLAY).isVisible()) return { last: step, total }
    if (await page.locator(NEXT).isVisible()) {
      await (touch ? page.locator(NEXT).tap() : page.locator(NEXT).click())
    } else {
      await page.evaluate('window.__pressed = new Set()')
      for (let presses = 0; ; presses++) {
        expect(presses, `step ${step}: still not done after ${presses} presses`).toBeLessThan(20)
        const state = await pollPage<'done' | 'press'>(
          page,
          `(() => { const s = ${STEP_JS}; return s && s[0] !== ${step} ? 'done' : ${TARGET_JS} ? 'press' : null })()`,
          10_000,
        ).catch(async (err: unknown) => {
          const says = await page.locator('[data-test="tutorial-say"]').textContent()
          throw new Error(`step ${step}: nothing (more) highlighted to press; the coach says: ${says}`, { cause: err })
        })
        if (state === 'done') break
        if (presses > 0) await onPressed?.(step, presses)
        const handle = await page.evaluateHandle(`(() => { const el = ${TARGET_JS}; window.__pressed.add(el); return el })()`)
        const el = handle.asElement()
        if (!el) throw new Error(`step ${step}: the highlighted control went away`)
        await (touch ? el.tap() : el.click())
        await handle.dispose()
        await nextFrames(page)
        expect(await feedback(page), `step ${step}: the coach had to explain a move`).toBe('')
      }
    }
    const before = step
    ;[step, total] = await pollPage<[number, number]>(page, `(() => { const s = ${STEP_JS}; return s && s[0] !== ${before} ? s : null })()`, 10_000)
    expect(step, 'steps go one at a time').toBe(before + 1)
  }
  throw new Error('the tutorial did not end')
}

async function openTutorial(page: Page, host: RunningHost): Promise<void> {
  await openApp(page, host)
  await page.locator('.game-picker .game-card[data-game="confusion"]').click()
  await page.locator('[data-test="learn-to-play"]').getByRole('button', { name: 'Learn to play' }).click()
  await page.getByRole('heading', { level: 1, name: 'Learn to play Confusion' }).waitFor()
  await page.locator('.tutorial-table [data-test="board"]').waitFor()
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the Confusion tutorial, by its highlights' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  beforeAll(async () => {
    ;[host, browser] = await Promise.all([startHost(), launchBrowser()])
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await host?.stop()
  })

  it.concurrent('is completed by following the highlights on a laptop screen, axe-clean on the way', async (test) => {
    const players = await playersFor(browser, test, seed, 1, { bypassCSP: true, viewport: { width: 1280, height: 800 } })
    const { page } = players[0]
    await openTutorial(page, host)
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
  }, 300_000)

  it.concurrent('is completed by touch on a 360×740 phone, the coach and every highlight within reach', async (test) => {
    const players = await playersFor(browser, test, seed + 1, 1, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
    const { page } = players[0]
    await openTutorial(page, host)
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
  }, 300_000)
})
