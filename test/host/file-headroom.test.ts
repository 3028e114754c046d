// FileHeadroom: spare file descriptors held back so that a save still opens its file when the
// process runs out. The opens are faked; no file is touched.
import type { FileHandle } from 'node:fs/promises'
import { devNull } from 'node:os'
import { describe, expect, it } from 'vitest'
import { FileHeadroom } from '../../src/main/host/file-headroom'

describe('FileHeadroom', () => {
  /** An open() that fails with `code` for the next `failures` opens of anything but the spares' device. */
  function fakeOpen(failures: number, code = 'EMFILE') {
    const log: string[] = []
    let left = failures
    let spares = 0
    const openFile = (async (path: string) => {
      if (path !== devNull && left > 0) {
        left -= 1
        log.push(`fail ${path}`)
        throw Object.assign(new Error(code), { code })
      }
      if (path === devNull) spares += 1
      log.push(`open ${path}`)
      return {
        close: async () => {
          if (path === devNull) spares -= 1
          log.push(`close ${path}`)
        },
      } as unknown as FileHandle
    }) as unknown as typeof import('node:fs/promises').open
    return { openFile, log, spares: () => spares }
  }

  it('out of descriptors, gives up a spare and tries again; the spare is taken back afterwards', async () => {
    const fs = fakeOpen(2)
    const headroom = new FileHeadroom(4, fs.openFile)
    await headroom.fill()
    expect(headroom.held()).toBe(4)
    await headroom.open('/data/ROOM.tmp', 'w')
    expect(fs.log.slice(4)).toEqual(['fail /data/ROOM.tmp', `close ${devNull}`, 'fail /data/ROOM.tmp', `close ${devNull}`, 'open /data/ROOM.tmp'])
    expect(headroom.held()).toBe(2)
    await headroom.fill()
    expect(headroom.held()).toBe(4)
    await headroom.release()
    expect(fs.spares()).toBe(0)
  })

  it('with no spare left, waits for a descriptor a bounded number of times, then gives up; other errors at once', async () => {
    const slow = fakeOpen(3)
    expect(await new FileHeadroom(0, slow.openFile).open('/data/A.tmp', 'w')).toBeDefined()
    // One spare, then six waits (about 2 s in all): eight tries.
    const never = fakeOpen(1000)
    const headroom = new FileHeadroom(1, never.openFile)
    await headroom.fill()
    await expect(headroom.open('/data/B.tmp', 'w')).rejects.toMatchObject({ code: 'EMFILE' })
    expect(never.log.filter((l) => l.startsWith('fail')).length).toBe(8)
    const denied = fakeOpen(1, 'EACCES')
    await expect(new FileHeadroom(4, denied.openFile).open('/data/C.tmp', 'w')).rejects.toMatchObject({ code: 'EACCES' })
  })
})
