// Issue 27 in the browser: the Spies & Lies tutorial completed by following its highlights only.
// From the Start screen (Spies & Lies chosen, "Learn to play"), every step is passed with Next when
// the coach offers it, and otherwise by pressing the highlighted controls in turn — a step may need
// several (a soldier, then its mission; a rank, then Guess), each highlighted when it is the one to
// press — until the coach offers to play the easy computer at the last step. The coach never has to
// explain a wrong move. On a laptop screen, axe finds nothing serious at a few steps; on a phone
// (360×740, by touch) the coach and every highlighted part can be reached at every step. The shared
// tests are tutorial-suite.ts's; this file holds the script's specifics and that a tutorial left
// half-way leaves nothing behind.
import { expect, it } from 'vitest'
import { pollPage } from './page-waits'
import { expectCleanRun, playersFor } from './support'
import { COACH, NEXT, openTutorial } from './tutorial-walk'
import { describeTutorial } from './tutorial-suite'

const GAME = { id: 'spies-and-lies', name: 'Spies & Lies', ready: '.table' }

describeTutorial(
  {
    game: GAME,
    minSteps: 8,
    // As each step opens: the first and last steps (read, with Next), the deploy, the first guess,
    // the Deception token and the Marshal's choice (the prompt panel open).
    axeSteps: [1, 3, 6, 7, 16, 18],
    axeAfterPress: null,
    // Every step points at something, Next included; the steps are checked as they open.
    phone: { screenshotAt: 3, eachPress: false, alwaysHighlighted: true, reminder: false },
  },
  ({ host, browser, seed }) => {
    it.concurrent('leaves nothing behind when left half-way: the page never talked to the host about it', async (test) => {
      const players = await playersFor(browser(), test, seed + 2, 1)
      const { page } = players[0]
      const sockets: string[] = []
      page.on('websocket', (ws) => sockets.push(ws.url()))
      await openTutorial(page, host(), GAME)
      await page.locator(NEXT).click()
      await pollPage(page, `document.querySelector('${COACH} .counter')?.textContent.trim().startsWith('Step 2 ')`, 60_000)
      await page.getByRole('button', { name: 'Leave the tutorial' }).click()
      await page.getByRole('heading', { level: 1, name: 'Safehouse' }).waitFor()
      expect(sockets, 'connections to the host while learning').toEqual([])
      const info = (await (await fetch(`${host().url}api/info`)).json()) as { rooms?: unknown[] }
      expect(info.rooms ?? []).toEqual([])
      expectCleanRun(players)
    })
  },
)
