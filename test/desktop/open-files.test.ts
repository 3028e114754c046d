// Game record files opened from outside the app: which command-line arguments are files to open,
// the queue that holds them until the page can take them, and the launch requests (other
// instances, macOS 'open-file') that may come while the app is still starting.
import { describe, expect, it } from 'vitest'
import { gameFilesIn, LaunchRequests, OpenFileQueue } from '../../src/main/desktop/open-files'

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

  // The .desktop entries of the deb and the AppImage say `Exec=… %U`: file managers pass URIs.
  it.skipIf(process.platform === 'win32')('turns file:// URIs from Linux launchers into paths, spaces and all', () => {
    expect(
      gameFilesIn(['/opt/Safehouse/safehouse', 'file:///home/ann/Spy%20games/Ann%20vs%20Bob.safehouse', 'FILE:///tmp/b.safehouse', 'file:///home/ann/notes.txt'], '/home/ann/Desktop'),
    ).toEqual(['/home/ann/Spy games/Ann vs Bob.safehouse', '/tmp/b.safehouse'])
  })

  it('skips file:// URIs that name no local file', () => {
    expect(gameFilesIn(['safehouse', 'file://nas.local/share/a.safehouse', 'file://%zz/a.safehouse'], '/home/ann')).toEqual([])
  })
})

describe('OpenFileQueue', () => {
  it('holds files until the page is ready, then opens them one at a time, in order', async () => {
    const opened: string[] = []
    let running = 0
    const queue = new OpenFileQueue()
    queue.add('/a.safehouse')
    queue.add('/a.safehouse') // the same double-click twice
    queue.add('/b.safehouse')
    await new Promise((r) => setTimeout(r, 20))
    expect(opened).toEqual([])
    queue.start(async (file) => {
      running += 1
      expect(running).toBe(1)
      await new Promise((r) => setTimeout(r, 5))
      opened.push(file)
      running -= 1
    })
    queue.add('/c.safehouse')
    await queue.idle()
    expect(opened).toEqual(['/a.safehouse', '/b.safehouse', '/c.safehouse'])
  })

  it('opens the same file once for a double double-click, again when asked later', async () => {
    const opened: string[] = []
    let clock = 1000
    const queue = new OpenFileQueue(() => clock)
    queue.start(async (file) => void opened.push(file))
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
    const queue = new OpenFileQueue()
    queue.start(async (file) => {
      if (file === '/bad.safehouse') throw new Error('boom')
      opened.push(file)
    })
    queue.add('/bad.safehouse')
    queue.add('/good.safehouse')
    await queue.idle()
    expect(opened).toEqual(['/good.safehouse'])
  })
})

describe('LaunchRequests', () => {
  function ready(requests: LaunchRequests) {
    const log: string[] = []
    requests.ready({ open: async (file) => void log.push(`open ${file}`), focus: () => log.push('focus') })
    return log
  }

  // A file double-clicked while Safehouse is still starting reaches it as a second instance
  // before the window or the host exist: it is kept, not lost.
  it('keeps what a second instance asked for during start-up, and does it once ready', async () => {
    const requests = new LaunchRequests()
    requests.commandLine(['/opt/Safehouse/safehouse', '/home/ann/first.safehouse'], '/home/ann')
    requests.secondInstance(['/opt/Safehouse/safehouse', 'file:///home/ann/second.safehouse'], '/')
    requests.openFile('/Users/ann/third.safehouse')
    const log = ready(requests)
    await requests.idle()
    expect(log).toEqual(['focus', 'open /home/ann/first.safehouse', 'open /home/ann/second.safehouse', 'open /Users/ann/third.safehouse'])
  })

  it('once ready, a second instance brings the window forward at once and opens its files', async () => {
    const requests = new LaunchRequests()
    const log = ready(requests)
    expect(log).toEqual([])
    requests.secondInstance(['safehouse'], '/')
    requests.secondInstance(['safehouse', 'b.safehouse'], '/games')
    await requests.idle()
    expect(log).toEqual(['focus', 'focus', 'open /games/b.safehouse'])
  })

  it('a start-up with nothing asked does nothing when ready', async () => {
    const requests = new LaunchRequests()
    requests.commandLine(['electron', '.'], '/src')
    const log = ready(requests)
    await requests.idle()
    expect(log).toEqual([])
  })
})
