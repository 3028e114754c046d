import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppLog } from '../../src/main/desktop/app-log'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-log-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const at = () => new Date('2026-11-27T10:00:00.000Z')

describe('the app log', () => {
  it('keeps one timed line per warning, in a folder it makes', () => {
    const log = new AppLog(join(dir, 'logs', 'main.log'), at)
    log.write("the window's page is gone (crashed, exit code 139)")
    log.write('two\nlines')
    expect(readFileSync(join(dir, 'logs', 'main.log'), 'utf8')).toBe(
      "2026-11-27T10:00:00.000Z the window's page is gone (crashed, exit code 139)\n2026-11-27T10:00:00.000Z two lines\n",
    )
  })

  it('starts afresh past its size, keeping the previous file as .old', () => {
    const file = join(dir, 'main.log')
    writeFileSync(file, 'x'.repeat(200))
    new AppLog(file, at, 100).write('new')
    expect(readFileSync(`${file}.old`, 'utf8')).toBe('x'.repeat(200))
    expect(readFileSync(file, 'utf8')).toBe('2026-11-27T10:00:00.000Z new\n')
  })

  it.skipIf(process.getuid?.() === 0)('never throws when the file cannot be written', () => {
    chmodSync(dir, 0o500)
    const log = new AppLog(join(dir, 'sub', 'main.log'), at)
    expect(() => log.write('lost')).not.toThrow()
    chmodSync(dir, 0o700)
    expect(existsSync(join(dir, 'sub'))).toBe(false)
  })

  it('never throws when the path is not a folder', () => {
    writeFileSync(join(dir, 'file'), '')
    const log = new AppLog(join(dir, 'file', 'main.log'), at)
    expect(() => log.write('lost')).not.toThrow()
    expect(() => log.write('lost again')).not.toThrow()
  })
})
