// Issue 26 in the browser: a game against the computer played to its end, then watched again from
// the end dialog — at every step the seat's own view shows a board and a log, and every board and
// log the live game showed is one of them; the replay has its own address; the keys move it; and
// a damaged record file is refused with a message naming what is wrong.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { finishedGame } from '../support/finished-game'
import { axeViolations, describeViolations } from './axe'
import { PHONES, SCREENS, layoutProblems, named, textProblems } from './fit-checks'
import { HAVE_CHROMIUM, NO_CHROMIUM, STEP_WAIT_MS, ensureScreenshotDir, expectCleanRun, playersFor, runSeed, seededRandom, withHostAndBrowser, type RunningHost } from './support'
import { pollPage } from './page-waits'
import { placeLineup, play } from './sl-play'
import { openApp, saveName, startComputer } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/**
 * What the table shows of the game: the board between the sides and the log's lines (`public`), and
 * the face of every mission card (`cards`: its soldier, face down, or empty). The live table keeps
 * the player's own notes on cards (the deduction helper), which a replay does not have: the cards
 * are compared only between the replay's two ways to look.
 */
const TABLE_TEXT = `(() => {
  const board = document.querySelector('[aria-label="Game board"]');
  const cards = [...document.querySelectorAll('[aria-label$="side of the table"] .holder, [aria-label^="Your side of the table"] .holder')];
  const text = (el) => el.innerText.replace(/\\s+/g, ' ').trim();
  const log = [...document.querySelectorAll('[role="log"] li')].map(text);
  return board && cards.length === 8 ? { public: JSON.stringify([text(board), log]), cards: JSON.stringify(cards.map(text)) } : null;
})()`

interface TableText {
  public: string
  cards: string
}

async function tableText(page: Page): Promise<TableText> {
  const text = (await page.evaluate(TABLE_TEXT)) as TableText | null
  if (text === null) throw new Error('no game board and eight mission cards on the page')
  return text
}

async function stepText(page: Page): Promise<string> {
  return ((await page.locator('[data-test="replay-step"]').textContent()) ?? '').trim()
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'replays in the browser' : NO_CHROMIUM, () => {
  let host: RunningHost
  let browser: Browser
  const seed = runSeed()

  withHostAndBrowser((running) => ({ host, browser } = running))

  it.concurrent('watches a game against the computer again, step by step, as the player saw it', async (test) => {
    const players = await playersFor(browser, test, seed, 1, { bypassCSP: true })
    const { page } = players[0]
    await openApp(page, host)
    await saveName(page, 'Ann')
    await startComputer(page, 'Easy')
    const seen = new Set<string>()
    const result = await play(page, {
      label: 'vs computer',
      rng: seededRandom(seed),
      onStep: async () => {
        seen.add((await tableText(page)).public)
      },
    })
    expect(result.final.end).toMatch(/^(You win!|You lose|A draw)$/)
    const room = result.final.room ?? ''

    await page.getByRole('dialog').getByRole('button', { name: 'Watch the replay' }).click()
    await page.getByRole('heading', { level: 1, name: /^Replay: / }).waitFor().catch(async (err: unknown) => {
      throw new Error(`no replay; the page shows: ${await page.evaluate('document.body.innerText.slice(0, 600)')}`, { cause: err })
    })
    expect(new URL(page.url()).hash).toBe(`#/replay/${room}`)
    // It opens at the end, everything revealed.
    const total = Number(/^Move (\d+) of \1:/.exec(await stepText(page))?.[1])
    expect(total).toBeGreaterThan(10)
    const found = await axeViolations(page)
    expect(found, describeViolations('the replay screen', found).join('\n')).toEqual([])
    await page.screenshot({ path: join(ensureScreenshotDir(), 'replay-revealed.png') })
    // Phone to 4K: every control in reach, nothing overlapping, no text cut.
    for (const size of [...PHONES, ...SCREENS, { width: 3840, height: 2160 }]) {
      await page.setViewportSize(size)
      const problems = [...(await layoutProblems(page)), ...(await textProblems(page))]
      expect(problems, `${named(size)}:\n${problems.join('\n')}`).toEqual([])
      if (size.width === 360) await page.screenshot({ path: join(ensureScreenshotDir(), 'replay-360.png'), fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 800 })

    // As the player saw it: from the start to the end with the keys, one move at a time.
    await page.getByRole('radio', { name: 'What one player saw' }).check()
    await page.getByRole('radio', { name: 'Red — Ann' }).check()
    await pollPage(page, `!document.querySelector('[data-test="look-revealed"]').checked`, 60_000)
    // Switching how to look keeps the step (the end).
    expect(await page.locator('.replay-table').getAttribute('data-step')).toBe(String(total))
    await page.getByRole('heading', { level: 1 }).focus()
    await page.keyboard.press('Home')
    await pollPage(page, `document.querySelector('[data-test="replay-step"]')?.textContent.startsWith('The start')`, 60_000)
    const walk = async (): Promise<TableText[]> => {
      const texts: TableText[] = []
      for (let k = 0; k <= total; k++) {
        if (k > 0) {
          await page.keyboard.press('ArrowRight')
          await pollPage(page, `document.querySelector('.replay-table')?.dataset.step === '${k}'`, 60_000)
        }
        texts.push(await tableText(page))
      }
      return texts
    }
    const seenBySeat = await walk()
    const shown = new Set(seenBySeat.map((t) => t.public))
    expect(await stepText(page)).toMatch(new RegExp(`^Move ${total} of ${total}:`))
    const missing = [...seen].filter((text) => !shown.has(text))
    expect(missing, `live tables the replay never showed:\n${missing.join('\n')}`).toEqual([])

    // Everything revealed, step by step: somewhere it shows what the player could not see then.
    await page.getByRole('radio', { name: 'Everything revealed' }).check()
    await page.getByRole('heading', { level: 1 }).focus()
    await page.keyboard.press('Home')
    await pollPage(page, `document.querySelector('.replay-table')?.dataset.step === '0'`, 60_000)
    const revealed = await walk()
    expect(revealed.some((text, k) => text.cards !== seenBySeat[k]?.cards), 'everything revealed shows more than the player saw').toBe(true)
    expect(revealed.map((t) => t.public), 'the board and the log are the same either way').toEqual(seenBySeat.map((t) => t.public))

    // Back returns to the table, where the game ended.
    await page.goBack()
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
    expectCleanRun(players)
  })

  it.concurrent('lists and replays a conceded game like any finished one, also for a stranger at its address (issue 34, point 1)', async (test) => {
    const players = await playersFor(browser, test, seed + 2, 2, { bypassCSP: true })
    const { page } = players[0]
    await openApp(page, host)
    await saveName(page, 'Ann')
    await startComputer(page, 'Easy')
    // One move each, then Ann gives up at the Intel question.
    await placeLineup(page, seededRandom(seed + 2))
    await page.getByRole('region', { name: / — / }).getByRole('button', { name: 'Deploy', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm the Intel' }).waitFor({ timeout: STEP_WAIT_MS })
    await page.getByRole('button', { name: 'Concede', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Concede', exact: true }).click()
    const result = page.locator('[data-test="room-result"]')
    await result.getByRole('heading', { name: 'You lose' }).waitFor()
    await result.getByText(/Ann\W? conceded\./).waitFor()
    // The same words as a rules ending: the status line, and the log's last line; nobody is to play.
    expect(await page.locator('[data-test="turn"]').innerText()).toBe('Game over: Blue wins')
    expect(await page.locator('[role="log"] li').last().innerText()).toContain('Blue wins: Red conceded.')
    expect(await page.locator('.tag.acting').count()).toBe(0)
    const code = ((await page.locator('.top-bar .room .code').textContent()) ?? '').trim()
    expect(code).toMatch(/^[A-Z0-9]{5}$/)

    // Back at the Start screen: under "Finished games", not "Games in progress".
    await result.getByRole('button', { name: 'Back to start' }).click()
    const finished = page.locator(`[data-test="finished-games"] li[data-room="${code}"]`)
    await finished.waitFor()
    expect(await page.locator(`.saved-games li[data-room="${code}"]`).count()).toBe(0)

    /** The replay at its last step: no live end, the keys and buttons free, the end said as a rules ending says it. */
    const checkReplay = async (p: Page): Promise<void> => {
      await p.getByRole('heading', { level: 1, name: /^Replay: / }).waitFor()
      const total = Number(/^Move (\d+) of \1:/.exec(await stepText(p))?.[1])
      expect(total).toBeGreaterThanOrEqual(2)
      await p.locator(`.replay-table[data-step="${total}"]`).waitFor()
      expect(await p.locator('[data-test="room-result"], [role="dialog"], [role="alertdialog"]').count()).toBe(0)
      expect(await p.getByRole('button', { name: 'Rematch' }).count()).toBe(0)
      expect(await p.locator('[data-test="turn"]').innerText()).toBe('Game over: Blue wins')
      expect(await p.locator('[role="log"] li').last().innerText()).toContain('Blue wins: Red conceded.')
      await p.getByRole('heading', { level: 1 }).focus()
      await p.keyboard.press('Home')
      await p.locator('.replay-table[data-step="0"]').waitFor()
      expect(await p.locator('[role="log"] li', { hasText: 'conceded' }).count()).toBe(0)
      await p.keyboard.press('End')
      await p.locator(`.replay-table[data-step="${total}"]`).waitFor()
      expect(await p.locator('[data-test="room-result"], [role="dialog"]').count()).toBe(0)
    }
    await finished.getByRole('button', { name: /^Watch/ }).click()
    await checkReplay(page)

    // A stranger with only the address.
    const stranger = players[1].page
    await stranger.goto(`${host.url}#/replay/${code}`)
    await checkReplay(stranger)
    expectCleanRun(players)
  })

  it.concurrent('refuses a damaged record file, naming the problem', async (test) => {
    const players = await playersFor(browser, test, seed + 1, 1)
    const { page } = players[0]
    await openApp(page, host)
    const { record } = finishedGame('agent-dog', `e2e-${seed}`, { players: 2 })
    const moves = record.moves.slice()
    ;[moves[4], moves[5]] = [moves[5] as (typeof moves)[number], moves[4] as (typeof moves)[number]]
    const dir = ensureScreenshotDir()
    const damaged = join(dir, 'damaged.safehouse')
    writeFileSync(damaged, JSON.stringify({ ...record, moves }))
    const notJson = join(dir, 'not-json.safehouse')
    writeFileSync(notJson, 'hello')

    const finished = page.locator('[data-test="finished-games"]')
    await finished.locator('[data-test="replay-file"]').setInputFiles(notJson)
    await finished.getByRole('alert').getByText(/^That is not a Safehouse game record\./).waitFor()

    await finished.locator('[data-test="replay-file"]').setInputFiles(damaged)
    await page.getByRole('heading', { level: 1, name: /^Replay/ }).waitFor()
    await page.locator('[data-test="replay-problem"]').getByText('That game record is damaged: its moves do not follow the rules.').waitFor()
    expect(await page.locator('.replay-table').count()).toBe(0)

    // A good record opens.
    const good = join(dir, 'good.safehouse')
    writeFileSync(good, JSON.stringify(record))
    await page.goBack()
    await page.locator('[data-test="finished-games"]').locator('[data-test="replay-file"]').setInputFiles(good)
    await page.getByRole('heading', { level: 1, name: `Replay: ${record.name}` }).waitFor()
    await page.locator('.replay-table').waitFor()
    expectCleanRun(players)
  })
})
