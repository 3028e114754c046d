// The app's languages in the browser: an English page downloads no other language's text; a
// browser in Dutch starts in Dutch (no English first screen); a language chosen in Settings loads
// then and stays after a reload.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HAVE_CHROMIUM, NO_CHROMIUM, expectCleanRun, launchBrowser, playersFor, runSeed, startHost, type RunningHost } from './support'
import { openApp } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/** The renderer's own script files the page has requested so far. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.endsWith('.js')) seen.push(path.replace(/^.*\/assets\//, ''))
  })
  return seen
}

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'languages in the browser' : NO_CHROMIUM, () => {
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

  it.concurrent('an English page loads only English; German chosen in Settings loads then, and stays after a reload', async (test) => {
    const [player] = await playersFor(browser, test, seed, 1)
    if (!player) throw new Error('no player')
    const { page } = player
    const scripts = scriptsOf(page)
    await openApp(page, host)
    await page.getByRole('heading', { level: 1, name: 'Safehouse' }).waitFor()
    // German is not among the first screen's scripts: choosing it fetches more.
    const before = scripts.length
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('radio', { name: 'Deutsch' }).check()
    await page.getByRole('button', { name: 'Zurück' }).first().waitFor()
    expect(scripts.length).toBeGreaterThan(before)
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe('de')
    await page.reload()
    await page.getByRole('button', { name: 'Zurück' }).first().waitFor()
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0)
    expectCleanRun([player])
  })

  it.concurrent('a browser in Dutch starts in Dutch, without an English first screen', async (test) => {
    const [player] = await playersFor(browser, test, seed, 1, { locale: 'nl-NL' })
    if (!player) throw new Error('no player')
    const { page } = player
    // Everything the page showed before its first Dutch frame.
    await page.addInitScript(`
      window.headings = []
      new MutationObserver(() => {
        const h = document.querySelector('h2')
        if (h && h.textContent) window.headings.push(h.textContent)
      }).observe(document, { subtree: true, childList: true, characterData: true })
    `)
    await openApp(page, host)
    await page.getByRole('heading', { name: 'Kies je missie' }).waitFor()
    const headings = (await page.evaluate('window.headings')) as string[]
    expect(headings.filter((h) => h.includes('Choose your mission'))).toEqual([])
    expectCleanRun([player])
  })
})
