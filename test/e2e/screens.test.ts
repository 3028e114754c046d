// Every screen, in the light and the dark theme: checked with axe-core for serious and critical
// accessibility problems, and photographed into test-results/screenshots/ for a person to review.
// Every control of every screen is hovered once: none may move under a resting pointer.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HAVE_CHROMIUM, NO_CHROMIUM, ensureScreenshotDir, expectCleanRun, nextFrames, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { axeViolations, describeViolation } from './axe'
import { hoverShifts } from './hover'
import { tour, type Stop, type Theme } from './tour'
import { placeLineup } from './sl-play'
import { openApp } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

const THEMES: readonly Theme[] = ['light', 'dark']
const EVERY_STOP: readonly Stop[] = [
  'start',
  'panel-computer',
  'panel-hotseat',
  'panel-host',
  'panel-join',
  'rules',
  'settings',
  'lobby',
  'hotseat-cover',
  'table-deploy',
  'table-guess',
  'table-end',
]

/** What a player deploying must see without scrolling: the prompt, the four missions, the hand. */
const DEPLOY_IN_VIEW = ['.side-prompt h2', '.deploy .slot[data-slot="0"]', '.deploy .slot[data-slot="3"]', '.deploy .hand-card']

/** The selectors whose element is not wholly in the window: from the top of the page, or as scrolled now. */
async function outOfView(page: Page, selectors: readonly string[], from: 'top' | 'here' = 'top'): Promise<string[]> {
  if (from === 'top') await page.evaluate('window.scrollTo(0, 0)')
  return (await page.evaluate(`${JSON.stringify(selectors)}.filter((sel) => {
    const el = document.querySelector(sel)
    if (!el) return true
    const r = el.getBoundingClientRect()
    return r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth
  })`)) as string[]
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'every screen, light and dark' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  it.concurrent('has no serious or critical axe-core violations on any screen, in either theme', async (test) => {
    // axe-core goes in as an inline script, which the host's Content-Security-Policy forbids.
    const players = await playersFor(browser, test, seed, 1, { bypassCSP: true })
    const { page } = players[0]
    const checked: string[] = []
    const found: string[] = []
    await tour(page, host, seededRandom(seed), THEMES, async (stop, theme) => {
      checked.push(`${stop}/${theme}`)
      for (const v of await axeViolations(page)) found.push(describeViolation(`${stop} (${theme})`, v))
    })
    expect(found, `axe-core found:\n${found.join('\n')}`).toEqual([])
    expect(checked.sort()).toEqual(EVERY_STOP.flatMap((s) => THEMES.map((t) => `${s}/${t}`)).sort())
    expectCleanRun(players)
  })

  it.concurrent('shows a new theme at once, with reduced motion too: no colour is left in transition', async (test) => {
    // The contexts ask for reduced motion, under which every property of every element transitions
    // for a frame. The page is read as the theme attribute changes, before any frame: a colour
    // still in transition would read as the old theme's (axe measured a finished game's text so,
    // in the dark theme's paper and the light theme's ink).
    const players = await playersFor(browser, test, seed + 4, 1)
    const { page } = players[0]
    await openApp(page, host)
    await page.getByRole('navigation', { name: 'More' }).getByRole('button', { name: 'Settings' }).click()
    for (const theme of ['Dark', 'Light', 'Dark'] as const) {
      const read = page.evaluate(`new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          const body = getComputedStyle(document.body);
          resolve({ text: body.color, paper: body.backgroundColor });
        });
        observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      })`) as Promise<{ text: string; paper: string }>
      await page.getByRole('radio', { name: theme, exact: true }).check()
      expect(await read).toEqual(theme === 'Dark' ? { text: 'rgb(236, 232, 225)', paper: 'rgb(22, 24, 29)' } : { text: 'rgb(30, 27, 22)', paper: 'rgb(244, 239, 230)' })
    }
    expectCleanRun(players)
  })

  it.concurrent('has no control that moves under the pointer, on any screen', async (test) => {
    const players = await playersFor(browser, test, seed + 3, 1)
    const { page } = players[0]
    const found: string[] = []
    const checked: string[] = []
    await tour(page, host, seededRandom(seed + 3), ['light'], async (stop) => {
      checked.push(stop)
      found.push(...(await hoverShifts(page, stop)))
    })
    expect(found).toEqual([])
    expect(checked.sort()).toEqual([...EVERY_STOP].sort())
    expectCleanRun(players)
  })

  it.concurrent('saves a screenshot of every screen to test-results/screenshots/', async (test) => {
    const dir = ensureScreenshotDir()
    const players = await playersFor(browser, test, seed + 1, 1, { viewport: { width: 1280, height: 800 } })
    const { page } = players[0]
    const saved: string[] = []
    const shoot = async (name: string): Promise<void> => {
      const path = join(dir, `${name}.png`)
      // No tooltip from wherever the last click left the pointer.
      await page.mouse.move(0, 0)
      await nextFrames(page)
      await page.screenshot({ path, animations: 'disabled', caret: 'hide' })
      saved.push(path)
    }
    await tour(page, host, seededRandom(seed + 1), THEMES, async (stop, theme) => {
      await shoot(`${theme}-${stop}`)
      if (stop === 'table-guess' || stop === 'table-deploy') {
        // A small laptop screen.
        await page.setViewportSize({ width: 1024, height: 640 })
        await shoot(`${theme}-${stop}-1024x640`)
        if (stop === 'table-deploy') {
          expect(await outOfView(page, DEPLOY_IN_VIEW), `${theme}: below the fold at 1024×640`).toEqual([])
          // Once the line-up is complete, the Deploy button comes into view by itself.
          await placeLineup(page, seededRandom(seed + 2))
          await nextFrames(page)
          expect(await outOfView(page, ['.deploy [data-test="deploy"]'], 'here'), `${theme}: Deploy out of view with a full line-up`).toEqual([])
          await page.getByRole('button', { name: 'Clear', exact: true }).click()
        }
        await page.setViewportSize({ width: 1280, height: 800 })
      }
    })
    expect(saved.length).toBe(EVERY_STOP.length * THEMES.length + 2 * THEMES.length)
    expectCleanRun(players)
  })
})
