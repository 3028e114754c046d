// Nothing of the Spies & Lies table hidden by its own helpers, on laptop screens (issue 35, point 6):
// - every tooltip of the table, opened by pointing at what it describes, is wholly in the window and
//   on top, not cut by the panel it sits in (the side column and the board column scroll);
//   and does not cover the title of the panel it sits in;
// - a tooltip opened by the keyboard's focus is put away with Escape;
// - with "Show deduction" on, each of the enemy's four missions is still wholly in the window.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { named, notInView, type Size } from './fit-checks'
import { playTable, press, startComputerGame, type Driver } from './sl-driver'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, nextFrames, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { openApp, saveName } from './start-screen'
import type { Browser } from 'playwright-core'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

const LAPTOPS: readonly Size[] = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
]

/** The table's controls and cards that a tooltip describes, marked in the page by their order. */
async function tipOwners(page: Page): Promise<number> {
  return (await page.evaluate(`(() => {
    const owners = [...document.querySelectorAll('main.table [aria-describedby]')].filter((el) => {
      const tip = document.getElementById(el.getAttribute('aria-describedby'));
      return tip && tip.getAttribute('role') === 'tooltip';
    });
    owners.forEach((el, i) => el.setAttribute('data-tip-owner', String(i)));
    return owners.length;
  })()`)) as number
}

/** Points at owner `i` (or leaves it focused) and says what is wrong with its tooltip then: null when it is whole, on top and clear of its panel's title. */
async function tipProblem(page: Page, i: number | string, point = true): Promise<string | null> {
  const owner = page.locator(`[data-tip-owner="${i}"]`)
  await owner.scrollIntoViewIfNeeded()
  const box = await owner.boundingBox()
  if (!box) return null
  if (point) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await nextFrames(page)
  return (await page.evaluate(`(() => {
    const owner = document.querySelector('[data-tip-owner="${i}"]');
    const tip = document.getElementById(owner.getAttribute('aria-describedby'));
    const name = (owner.getAttribute('aria-label') || owner.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 50);
    const r = tip.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return 'the tooltip of "' + name + '" does not show';
    const vw = document.documentElement.clientWidth, vh = innerHeight;
    if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) return 'the tooltip of "' + name + '" leaves the window: ' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
    // A tooltip lets the pointer through: hit-tested as if it did not, to find what is drawn over it.
    tip.style.pointerEvents = 'auto';
    const points = [[r.left + 4, r.top + 4], [r.right - 4, r.top + 4], [r.left + 4, r.bottom - 4], [r.right - 4, r.bottom - 4], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]];
    const hits = points.map(([x, y]) => [x, y, document.elementFromPoint(x, y)]);
    tip.style.pointerEvents = '';
    for (const [x, y, hit] of hits) {
      if (!hit || !tip.contains(hit)) return 'the tooltip of "' + name + '" is cut or covered at ' + Math.round(x) + ',' + Math.round(y) + ' by ' + (hit ? hit.tagName.toLowerCase() + '.' + hit.className : 'nothing');
    }
    // Nor does it cover the title of the panel its owner sits in (what that panel asks).
    const title = owner.closest('section')?.querySelector(':scope > h2, :scope > h3');
    const t = title ? title.getBoundingClientRect() : null;
    if (t && t.width > 0 && r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom) return 'the tooltip of "' + name + '" covers the title of its panel "' + title.textContent.trim().slice(0, 40) + '"' + JSON.stringify({ r, t, c: owner.getBoundingClientRect(), vh: innerHeight });
    return null;
  })()`)) as string | null
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the Spies & Lies table keeps its tooltips and missions in view' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  for (const [n, size] of LAPTOPS.entries()) {
    it(`at ${named(size)}: every tooltip whole and on top while deploying; the enemy's missions in view with the deduction shown`, async (test) => {
      const players = await playersFor(browser, test, seed + n, 1, { viewport: size })
      const { page } = players[0]
      const d: Driver = { page, touch: false, rng: seededRandom(seed + n) }
      await openApp(page, host)
      await saveName(page, 'Ann')
      await startComputerGame(d)
      await page.locator('section.prompt').waitFor()
      const owners = await tipOwners(page)
      expect(owners).toBeGreaterThan(4)
      const problems: string[] = []
      for (let i = 0; i < owners; i++) {
        const p = await tipProblem(page, i)
        if (p) problems.push(p)
      }
      await page.mouse.move(0, 0)
      // A tooltip opened by the keyboard's focus goes away with Escape (and the focus stays):
      // otherwise it stays over what lies beside its card, a panel's title.
      const focused = page.locator('main.table .info-tip').first()
      await focused.focus()
      const tip = page.locator(`[id="${await focused.getAttribute('aria-describedby')}"]`)
      await tip.waitFor({ state: 'visible' })
      await page.keyboard.press('Escape')
      await tip.waitFor({ state: 'hidden' })
      expect(await page.evaluate(`document.activeElement === document.querySelector('main.table .info-tip')`)).toBe(true)
      await press(d, page.getByRole('button', { name: 'Show deduction' }))
      await page.getByRole('button', { name: 'Hide deduction' }).waitFor()
      problems.push(...(await notInView(page, ['.enemy-zone .mission'])))
      // Played on to the Deception question: its soldier card sits just under the panel's title,
      // and its tooltip, opened by the keyboard, leaves that question readable.
      await playTable(d, `at ${named(size)}`, { stopWhen: (state) => state.phase === 'deceive', maxActions: 80 })
      const card = page.locator('section.prompt .deceive .soldier[tabindex="0"]')
      await card.focus()
      await page.locator(`[id="${await card.getAttribute('aria-describedby')}"]`).waitFor({ state: 'visible' })
      await card.evaluate((el) => el.setAttribute('data-tip-owner', 'deceive'))
      const deceive = await tipProblem(page, 'deceive', false)
      if (deceive) problems.push(`on the Deception question, ${deceive}`)
      expect(problems, problems.join('\n')).toEqual([])
      expectCleanRun(players)
    })
  }
})
