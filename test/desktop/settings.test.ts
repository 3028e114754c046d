// The desktop settings file: validated both ways, written atomically, and a damaged file never
// stops the app (it gets the defaults for what is damaged).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, SettingsStore, settingsFrom } from '../../src/main/desktop/settings'

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-settings-'))
  file = join(dir, 'settings.json')
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('SettingsStore', () => {
  it('starts from the defaults when there is no file', async () => {
    const store = await SettingsStore.open(file)
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
    expect(existsSync(file)).toBe(false)
  })

  it('saves a change and reads it back', async () => {
    const store = await SettingsStore.open(file)
    const saved = await store.set({ hostName: ' Ann ', lanPort: 7800 })
    expect(saved).toEqual({ hostName: 'Ann', lanPort: 7800, notifications: true, autoUpdate: true })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(saved)
    const again = await SettingsStore.open(file)
    expect(again.get()).toEqual(saved)
  })

  it('refuses invalid changes and keeps what it had', async () => {
    const store = await SettingsStore.open(file)
    await store.set({ notifications: false })
    for (const bad of [{ lanPort: 22 }, { hostName: 5 }, { extra: true }, null, 'x', [1]]) {
      await expect(store.set(bad)).rejects.toThrow()
    }
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, notifications: false })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...DEFAULT_SETTINGS, notifications: false })
  })

  it('get() hands out copies', async () => {
    const store = await SettingsStore.open(file)
    const copy = store.get()
    copy.lanPort = 1
    expect(store.get().lanPort).toBe(DEFAULT_SETTINGS.lanPort)
  })

  it('writes atomically: no temp files are left, and the file is replaced whole', async () => {
    const store = await SettingsStore.open(file)
    await Promise.all([store.set({ lanPort: 8001 }), store.set({ lanPort: 8002 }), store.set({ hostName: 'Bob' })])
    expect(readdirSync(dir)).toEqual(['settings.json'])
    // The last change wins, and the file matches what the store says.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ hostName: 'Bob', lanPort: 8002, notifications: true, autoUpdate: true })
    expect(store.get()).toEqual({ hostName: 'Bob', lanPort: 8002, notifications: true, autoUpdate: true })
  })

  it('a failed write is reported, leaves the old file and no temp file, and later writes still work', async () => {
    if (process.platform === 'win32' || process.getuid?.() === 0) return // root ignores permissions
    const store = await SettingsStore.open(file)
    await store.set({ lanPort: 8001 })
    chmodSync(dir, 0o500)
    try {
      await expect(store.set({ lanPort: 8002 })).rejects.toThrow()
    } finally {
      chmodSync(dir, 0o700)
    }
    expect(JSON.parse(readFileSync(file, 'utf8')).lanPort).toBe(8001)
    await store.set({ lanPort: 8003 })
    expect(readdirSync(dir)).toEqual(['settings.json'])
  })

  it.each([
    ['empty', ''],
    ['not JSON', '{"hostName": "Ann",'],
    ['binary junk', '\u0000\u0001\u0002'],
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
  ])('a corrupt file (%s) gives the defaults', async (_name, text) => {
    writeFileSync(file, text)
    const store = await SettingsStore.open(file)
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
    // And the next save replaces it with a good one.
    await store.set({ notifications: false })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...DEFAULT_SETTINGS, notifications: false })
  })

  it('a directory or a huge file in its place gives the defaults', async () => {
    mkdirSync(file)
    expect((await SettingsStore.open(file)).get()).toEqual(DEFAULT_SETTINGS)
    rmSync(file, { recursive: true })
    writeFileSync(file, `{"hostName": "${'x'.repeat(100_000)}"}`)
    expect((await SettingsStore.open(file)).get()).toEqual(DEFAULT_SETTINGS)
  })

  it('keeps the good fields of a partly damaged file', async () => {
    writeFileSync(file, JSON.stringify({ hostName: 'Ann', lanPort: 'seven', notifications: false, junk: 1 }))
    expect((await SettingsStore.open(file)).get()).toEqual({ hostName: 'Ann', lanPort: DEFAULT_SETTINGS.lanPort, notifications: false, autoUpdate: true })
    writeFileSync(file, JSON.stringify({ hostName: 'Ann', lanPort: 7800, notifications: true, autoUpdate: 'no' }))
    expect((await SettingsStore.open(file)).get().autoUpdate).toBe(true)
  })

  it('updates automatically by default; the switch is saved and read back (a file from before it existed: on)', async () => {
    expect(DEFAULT_SETTINGS.autoUpdate).toBe(true)
    writeFileSync(file, JSON.stringify({ hostName: '', lanPort: 7777, notifications: true }))
    const store = await SettingsStore.open(file)
    expect(store.get().autoUpdate).toBe(true)
    await store.set({ autoUpdate: false })
    expect((await SettingsStore.open(file)).get().autoUpdate).toBe(false)
    await expect(store.set({ autoUpdate: 'yes' })).rejects.toThrow()
    expect(store.get().autoUpdate).toBe(false)
  })

  it('tells listeners about saved changes', async () => {
    const store = await SettingsStore.open(file)
    const seen: number[] = []
    const off = store.onChange((s) => seen.push(s.lanPort))
    await store.set({ lanPort: 9000 })
    off()
    await store.set({ lanPort: 9001 })
    expect(seen).toEqual([9000])
  })
})

describe('settingsFrom', () => {
  it('never throws, whatever it is given', () => {
    for (const raw of [undefined, null, 0, 'x', [], {}, { hostName: null }, { lanPort: Infinity }, { notifications: 1 }]) {
      expect(() => settingsFrom(raw)).not.toThrow()
    }
    expect(settingsFrom({ hostName: 'a\u202Eb' }).hostName).toBe('')
  })
})
