// scripts/make-icons.mjs (the installers' icons from resources/icon.svg) and the turn notifier.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { noticeText, TurnNotifier } from '../../src/main/desktop/turn-notifier'

const root = resolve(__dirname, '../..')
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const haveResvg = existsSync(join(root, 'node_modules/@resvg/resvg-js'))

function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

describe.skipIf(!haveResvg)('make-icons', () => {
  const out = mkdtempSync(join(tmpdir(), 'safehouse-icons-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('writes the PNG set, an ICO and an ICNS', () => {
    execFileSync(process.execPath, [join(root, 'scripts/make-icons.mjs'), '--out', out], { stdio: 'pipe' })
    expect(pngSize(readFileSync(join(out, 'icon.png')))).toEqual([1024, 1024])
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) expect(pngSize(readFileSync(join(out, 'icons', `${size}x${size}.png`)))).toEqual([size, size])

    const ico = readFileSync(join(out, 'icon.ico'))
    expect(ico.readUInt16LE(0)).toBe(0)
    expect(ico.readUInt16LE(2)).toBe(1)
    const count = ico.readUInt16LE(4)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i
      const [w] = pngSize(ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8)))
      expect(ico.readUInt8(entry) || 256).toBe(w)
      sizes.push(w)
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48, 256]))

    const icns = readFileSync(join(out, 'icon.icns'))
    expect(icns.toString('ascii', 0, 4)).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const types = new Map<string, number>()
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      types.set(icns.toString('ascii', at, at + 4), pngSize(icns.subarray(at + 8, at + icns.readUInt32BE(at + 4)))[0])
    }
    expect(types.get('ic10')).toBe(1024)
    expect(types.get('ic09')).toBe(512)
    expect(types.get('ic07')).toBe(128)
    expect(types.get('icp4')).toBe(16)
  }, 120_000)
})

describe('TurnNotifier', () => {
  const background = { windowFocused: false, enabled: true, supported: true }

  it('notifies only in the background, when enabled and supported', () => {
    let now = 0
    const notifier = new TurnNotifier(5_000, () => (now += 10_000))
    expect(notifier.shouldNotify(background)).toBe(true)
    expect(notifier.shouldNotify({ ...background, windowFocused: true })).toBe(false)
    expect(notifier.shouldNotify({ ...background, enabled: false })).toBe(false)
    expect(notifier.shouldNotify({ ...background, supported: false })).toBe(false)
  })

  it('does not repeat itself within the interval, unless the window was looked at', () => {
    let now = 1_000
    const notifier = new TurnNotifier(5_000, () => now)
    expect(notifier.shouldNotify(background)).toBe(true)
    now += 1_000
    expect(notifier.shouldNotify(background)).toBe(false)
    now += 4_000
    expect(notifier.shouldNotify(background)).toBe(true)
    now += 10
    notifier.reset()
    expect(notifier.shouldNotify(background)).toBe(true)
  })

  it('shows one tidy line each', () => {
    expect(noticeText({ title: '  Your\tturn ', body: 'Guess  the\nrank ' })).toEqual({ title: 'Your turn', body: 'Guess the rank' })
  })
})
