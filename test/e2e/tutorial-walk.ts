// Walking a tutorial in the browser by its highlights alone (issue 27): Next when the coach offers
// it, else the highlighted controls one at a time, until the offer to play the computer. Shared by
// each game's tutorial test.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { nextFrames, type RunningHost } from './support'
import { pollPage } from './page-waits'
import { openApp } from './start-screen'

export const COACH = '[data-test="tutorial-coach"]'
export const FEEDBACK = '[data-test="tutorial-feedback"]'
export const NEXT = '[data-test="tutorial-next"]'
export const PLAY = '[data-test="tutorial-play"]'
export const HIGHLIGHT = '[data-tutorial-highlight]'
/** The coach's "Step k of n", read in the page (null while it loads). */
export const STEP_JS = `(() => {
  const m = /^Step (\\d+) of (\\d+)$/.exec(document.querySelector('${COACH} .counter')?.textContent.trim() ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
})()`

export async function stepOf(page: Page): Promise<[number, number]> {
  return pollPage<[number, number]>(page, STEP_JS, 60_000)
}

async function feedback(page: Page): Promise<string> {
  return ((await page.locator(FEEDBACK).textContent()) ?? '').trim()
}

/** In the page: the first highlighted control that is enabled and not pressed yet in this step (in `window.__pressed`). */
const TARGET_JS = `[...document.querySelectorAll('.tutorial-table ${HIGHLIGHT}')].find((el) => !(window.__pressed ??= new Set()).has(el) && !el.matches(':disabled'))`

export interface Walk {
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
export async function walk(page: Page, { onStep, onPressed, touch }: Walk): Promise<{ last: number; total: number }> {
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
          60_000,
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
    ;[step, total] = await pollPage<[number, number]>(page, `(() => { const s = ${STEP_JS}; return s && s[0] !== ${before} ? s : null })()`, 60_000)
    expect(step, 'steps go one at a time').toBe(before + 1)
  }
  throw new Error('the tutorial did not end')
}

/** Opens the game's tutorial from the Start screen (the game chosen, "Learn to play") and waits for its table (`ready`). */
export async function openTutorial(page: Page, host: RunningHost, game: { id: string; name: string; ready: string }): Promise<void> {
  await openApp(page, host)
  await page.locator(`.game-picker .game-card[data-game="${game.id}"]`).click()
  await page.locator('[data-test="learn-to-play"]').getByRole('button', { name: 'Learn to play' }).click()
  await page.getByRole('heading', { level: 1, name: `Learn to play ${game.name}` }).waitFor()
  await page.locator(`.tutorial-table ${game.ready}`).waitFor()
}

/** Laptop windows at which a step's words and the control it points at must be in view together (issue 35, point 1). */
export const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 640 },
] as const

/**
 * In the page: what keeps a step's words and its control from being in view together, without a
 * scroll. The coach's words (or the reminder line that repeats them) must be wholly in the window;
 * the first highlighted control not pressed yet in this step must show at least in part, and the
 * middle of its part in sight must be the control itself, not the coach or anything else over it.
 */
const TOGETHER_JS = `(() => {
  const out = [];
  const vw = innerWidth, vh = innerHeight;
  const whole = (el) => { const r = el.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= vh && r.left >= 0 && r.right <= vw };
  const say = document.querySelector('[data-test="tutorial-say"]');
  const reminder = document.querySelector('[data-test="tutorial-reminder"]');
  if (!(say && whole(say)) && !(reminder && whole(reminder))) out.push('the coach\\'s words are out of view (' + Math.round(say?.getBoundingClientRect().top ?? -1) + ' px)');
  const pressed = window.__pressed ?? new Set();
  const target = [...document.querySelectorAll('.tutorial-table ${HIGHLIGHT}')].find((el) => !pressed.has(el) && !el.matches(':disabled'));
  if (target) {
    const r = target.getBoundingClientRect();
    const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, vh), left = Math.max(r.left, 0), right = Math.min(r.right, vw);
    const name = target.tagName.toLowerCase() + (target.getAttribute('class') ? '.' + target.getAttribute('class').trim().split(/\\s+/).join('.') : '');
    if (bottom <= top || right <= left) out.push('the highlighted ' + name + ' is out of view (top ' + Math.round(r.top) + ' px)');
    else {
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (!hit || !(target.contains(hit) || hit.contains(target))) out.push('the highlighted ' + name + ' is covered by ' + (hit ? hit.tagName.toLowerCase() + '.' + String(hit.getAttribute('class') ?? '') : 'nothing'));
    }
  }
  return out;
})()`

export async function notInViewTogether(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(TOGETHER_JS)
}

/**
 * Walks the tutorial open on `page` to its end by doing what each step asks (issue 35, point 1),
 * checking at every step and after every press that the coach's words and the control it points at
 * are in view together.
 */
export async function walkKeepingInView(page: Page, size: { width: number; height: number }): Promise<void> {
  const check = async (step: number, presses = 0): Promise<void> => {
    const problems = await notInViewTogether(page)
    expect(problems, `step ${step}${presses ? `, ${presses} pressed` : ''} at ${size.width}×${size.height}:\n${problems.join('\n')}`).toEqual([])
  }
  const { last, total } = await walk(page, { touch: false, onStep: (step) => check(step), onPressed: (step, presses) => check(step, presses) })
  expect(last).toBe(total)
}
