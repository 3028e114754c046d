// Game record files opened from outside the app: which command-line arguments are files to open,
// and the queue that holds them until the page can take them.
import { describe, expect, it } from 'vitest'
import { gameFilesIn, OpenFileQueue } from '../../src/main/desktop/open-files'

describe('gameFilesIn', () => {
  it('finds .safehouse files, made absolute, and skips the executable, the app folder and flags', () => {
    expect(gameFilesIn(['/opt/Safehouse/safehouse', '--no-sandbox', 'games/Ann.safehouse', '/tmp/B.SAFEHOUSE', 'notes.txt'], '/home/ann')).toEqual([
      '/home/ann/games/Ann.safehouse',
      '/tmp/B.SAFEHOUSE',
    ])
    expect(gameFilesIn(['electron', '.'], '/src')).toEqual([])
    expect(gameFilesIn(['safehouse.exe', '--allow-file-access-from-files=x.safehouse'], 'C:\\')).toEqual([])
  })

  it('ignores the executable even when it looks like a game file', () => {
    expect(gameFilesIn(['/weird/app.safehouse'], '/')).toEqual([])
  })
})

describe('OpenFileQueue', () => {
  it('holds files until the page is ready, then opens them one at a time, in order', async () => {
    const opened: string[] = []
    let running = 0
    const queue = new OpenFileQueue(async (file) => {
      running += 1
      expect(running).toBe(1)
      await new Promise((r) => setTimeout(r, 5))
      opened.push(file)
      running -= 1
    })
    queue.add('/a.safehouse')
    queue.add('/a.safehouse') // the same double-click twice
    queue.add('/b.safehouse')
    await new Promise((r) => setTimeout(r, 20))
    expect(opened).toEqual([])
    queue.start()
    queue.add('/c.safehouse')
    await queue.idle()
    expect(opened).toEqual(['/a.safehouse', '/b.safehouse', '/c.safehouse'])
  })

  it('opens the same file once for a double double-click, again when asked later', async () => {
    const opened: string[] = []
    let clock = 1000
    const queue = new OpenFileQueue(
      async (file) => void opened.push(file),
      () => clock,
    )
    queue.start()
    queue.add('/a.safehouse')
    clock += 300
    queue.add('/a.safehouse')
    await queue.idle()
    expect(opened).toEqual(['/a.safehouse'])
    clock += 5000
    queue.add('/a.safehouse')
    await queue.idle()
    expect(opened).toEqual(['/a.safehouse', '/a.safehouse'])
  })

  it('a file that fails to open does not stop the next one', async () => {
    const opened: string[] = []
    const queue = new OpenFileQueue(async (file) => {
      if (file === '/bad.safehouse') throw new Error('boom')
      opened.push(file)
    })
    queue.start()
    queue.add('/bad.safehouse')
    queue.add('/good.safehouse')
    await queue.idle()
    expect(opened).toEqual(['/good.safehouse'])
  })
})
