// The Start screen's missions and the lobby, driven the way a person would: by the roles and
// names the page shows its player, nothing reaching into the host or the store.
import type { Page } from 'playwright-core'
import type { RunningHost } from './support'

export async function openApp(page: Page, host: RunningHost): Promise<void> {
  await page.goto(host.url)
  await page.getByRole('heading', { level: 1, name: 'Safehouse' }).waitFor()
}

/** Types the player's name in the Start screen's agent card, if it asks for one. */
export async function saveName(page: Page, name: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Your name' })
  await input.fill(name)
  await page.getByRole('button', { name: 'Save name' }).click()
  await page.getByText(name, { exact: true }).waitFor()
}

export const MISSIONS = {
  computer: 'Play against the computer',
  hotseat: 'Hot-seat on this computer',
  host: 'Host a game on the network',
  join: 'Join a game',
} as const

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export async function chooseMission(page: Page, mission: keyof typeof MISSIONS): Promise<void> {
  // Each mission button is named by its title and its one line about it.
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(MISSIONS[mission])} `) }).click()
  await page.getByRole('heading', { level: 2, name: MISSIONS[mission] }).waitFor()
}

export async function backToMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Back to the menu' }).click()
  await page.getByRole('heading', { name: 'Choose your mission' }).waitFor()
}

export async function startHotseat(page: Page, red: string, blue: string): Promise<void> {
  await chooseMission(page, 'hotseat')
  await page.getByRole('textbox', { name: 'Red player' }).fill(red)
  await page.getByRole('textbox', { name: 'Blue player' }).fill(blue)
  await page.getByRole('button', { name: 'Start the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

/** The seats of a game of two against two, as the app names them. */
export const TEAM_SEATS = ['Red 1', 'Red 2', 'Blue 1', 'Blue 2'] as const
export type TeamSeatName = (typeof TEAM_SEATS)[number]

/** Ticks the Start panel's "Two against two" option (four seats). */
async function chooseTeams(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^Two against two/ }).check()
}

/** Hot-seat two against two: a name for each of the four seats, in seat order (Red 1, Red 2, Blue 1, Blue 2). */
export async function startTeamHotseat(page: Page, names: readonly [string, string, string, string]): Promise<void> {
  await chooseMission(page, 'hotseat')
  await chooseTeams(page)
  for (const [i, seat] of TEAM_SEATS.entries()) await page.getByRole('textbox', { name: `${seat} player` }).fill(names[i] ?? '')
  await page.getByRole('button', { name: 'Start the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

/** Two against two against the computer, from `seat` (the computer plays the other three). */
export async function startTeamComputer(page: Page, level: 'Easy' | 'Normal' | 'Hard', seat: TeamSeatName): Promise<void> {
  await chooseMission(page, 'computer')
  await chooseTeams(page)
  await page.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: seat })
  await page.getByRole('radio', { name: new RegExp(`^${level}\\b`) }).check()
  await page.getByRole('button', { name: 'Start the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

export async function startComputer(page: Page, level: 'Easy' | 'Normal' | 'Hard'): Promise<void> {
  await chooseMission(page, 'computer')
  await page.getByRole('radio', { name: new RegExp(`^${level}\\b`) }).check()
  await page.getByRole('button', { name: 'Start the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
}

/** Hosts a network game from the Start screen; returns the room code the lobby shows. */
export async function hostGame(page: Page): Promise<string> {
  await chooseMission(page, 'host')
  await page.getByRole('button', { name: 'Open a room' }).click()
  await page.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
  const code = (await page.getByRole('region', { name: 'Room code' }).getByTestId('room-code').textContent())?.trim() ?? ''
  if (!/^[A-Z2-9]{5}$/.test(code)) throw new Error(`the lobby shows no room code (got "${code}")`)
  return code
}

/** Hosts a two-against-two network game from the Start screen; returns the room code the lobby shows. */
export async function hostTeamGame(page: Page): Promise<string> {
  await chooseMission(page, 'host')
  await chooseTeams(page)
  await page.getByRole('button', { name: 'Open a room' }).click()
  await page.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
  const code = (await page.getByRole('region', { name: 'Room code' }).getByTestId('room-code').textContent())?.trim() ?? ''
  if (!/^[A-Z2-9]{5}$/.test(code)) throw new Error(`the lobby shows no room code (got "${code}")`)
  return code
}

/**
 * Records when the room starts as `page` hears it: the first `welcome` or `seats` frame with
 * `started: true` on any of its WebSockets (its type is returned). Call before the page connects.
 */
export function roomStartFrame(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        try {
          const m = JSON.parse(String(payload)) as { type?: string; started?: boolean }
          if ((m.type === 'seats' || m.type === 'welcome') && m.started === true) resolve(m.type)
        } catch {
          // not a message of ours
        }
      })
    })
  })
}

/** Joins a room on the host that served this page. */
export async function joinGame(page: Page, code: string): Promise<void> {
  await chooseMission(page, 'join')
  await page.getByRole('radio', { name: /^This host/ }).check()
  await page.getByRole('textbox', { name: 'Room code' }).fill(code)
  await page.getByRole('button', { name: 'Join the game' }).click()
}

/** Watches a room on the host that served this page, as a spectator. */
export async function watchGame(page: Page, code: string): Promise<void> {
  await chooseMission(page, 'join')
  await page.getByRole('radio', { name: /^This host/ }).check()
  await page.getByRole('textbox', { name: 'Room code' }).fill(code)
  await page.getByRole('checkbox', { name: 'Only watch (as a spectator)' }).check()
  await page.getByRole('button', { name: 'Join the game' }).click()
  await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
  await page.getByRole('banner').getByText('Watching', { exact: true }).waitFor()
}
