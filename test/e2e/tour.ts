// A walk through every screen of the app, in each theme, calling `visit` at each stop: the Start
// screen and its four panels, Rules, Settings, the lobby, the hot-seat cover and the deploy
// prompt, then a game against the computer for a guess prompt and the end screen.
import type { Page } from 'playwright-core'
import type { RunningHost } from './support'
import { pollPage } from './page-waits'
import { play, type Random } from './sl-play'
import { backToMenu, chooseMission, hostGame, openApp, saveName, startComputer, startHotseat } from './start-screen'

export type Theme = 'light' | 'dark'
export type Stop =
  | 'start'
  | 'panel-computer'
  | 'panel-hotseat'
  | 'panel-host'
  | 'panel-join'
  | 'rules'
  | 'settings'
  | 'lobby'
  | 'hotseat-cover'
  | 'table-deploy'
  | 'table-guess'
  | 'table-end'

export type Visit = (stop: Stop, theme: Theme) => Promise<void>

const THEME_LABEL: Record<Theme, 'Light' | 'Dark'> = { light: 'Light', dark: 'Dark' }

async function currentTheme(page: Page): Promise<Theme> {
  return (await page.evaluate('document.documentElement.dataset.theme')) === 'dark' ? 'dark' : 'light'
}

/** Picks a theme in Settings (reached from the screen on show) and comes back, if it is not on. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  if ((await currentTheme(page)) === theme) return
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
  await page.getByRole('radio', { name: THEME_LABEL[theme], exact: true }).check()
  await pollPage(page, `document.documentElement.dataset.theme === ${JSON.stringify(theme)}`, 60_000)
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor({ state: 'detached' })
}

async function atStart(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Choose your mission' }).waitFor()
}

export async function tour(page: Page, host: RunningHost, rng: Random, themes: readonly Theme[], visit: Visit): Promise<void> {
  await openApp(page, host)
  for (const [pass, theme] of themes.entries()) {
    await useTheme(page, theme)
    await atStart(page)
    await visit('start', theme)
    if (pass === 0) await saveName(page, 'Ann')

    for (const mission of ['computer', 'hotseat', 'host', 'join'] as const) {
      await chooseMission(page, mission)
      await visit(`panel-${mission}`, theme)
      await backToMenu(page)
    }

    await page.getByRole('navigation', { name: 'More' }).getByRole('button', { name: 'Rules' }).click()
    await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor()
    await visit('rules', theme)
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await atStart(page)

    await page.getByRole('navigation', { name: 'More' }).getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    await visit('settings', theme)
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await atStart(page)

    await hostGame(page)
    await visit('lobby', theme)
    await page.getByRole('button', { name: 'Leave', exact: true }).click()
    await atStart(page)

    await startHotseat(page, 'Ann', 'Bob')
    const cover = page.getByRole('dialog', { name: 'Pass the computer to Red' })
    await cover.waitFor()
    await visit('hotseat-cover', theme)
    await cover.getByRole('button', { name: /show my cards$/ }).click()
    await page.getByRole('region', { name: "Red's turn — deploy four soldiers" }).waitFor()
    await visit('table-deploy', theme)
    await page.getByRole('navigation', { name: 'Table menu' }).getByRole('button', { name: 'Leave' }).click()
    await page.getByRole('alertdialog', { name: 'Leave the table?' }).getByRole('button', { name: 'Leave the game' }).click()
    await atStart(page)
  }

  // One game against the computer: a guess prompt, then the end screen, in every theme.
  await startComputer(page, 'Easy')
  await play(page, { label: 'tour', rng, stopWhen: (s) => s.prompt === 'guess' })
  for (const theme of themes) {
    await useTheme(page, theme)
    await page.getByRole('region', { name: 'Your turn — identify a soldier' }).waitFor()
    await visit('table-guess', theme)
  }
  await play(page, { label: 'tour', rng })
  const end = page.getByRole('dialog', { name: /^(You win!|You lose|A draw)$/ })
  for (const theme of themes) {
    await end.waitFor()
    if ((await currentTheme(page)) !== theme) {
      // The end screen is modal: close it to reach Settings; it comes back with the table.
      await end.getByRole('button', { name: 'Look at the table' }).click()
      await useTheme(page, theme)
      await end.waitFor()
    }
    await visit('table-end', theme)
  }
}
