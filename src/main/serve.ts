// `npm run serve`: the headless host under plain Node. It serves the renderer to browsers on the
// LAN, runs the game host on /ws, and advertises itself by mDNS unless --no-mdns.
import { existsSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { APP_ORIGIN } from '../shared/app-origin'
import { playedGames } from '../engine/registry'
import { FileFinishedIndex } from './host/finished-index'
import { Host } from './host/host'
import { DEFAULT_PACING } from './host/pacing'
import { FileRoomStore } from './host/store'
import { hostIdFor } from './net/host-id'
import { lanAddresses } from './net/lan'
import { advertise, type Advertiser } from './net/mdns'
import { listenRemembered, type Listening } from './net/port-memory'
import { startServer, type RunningServer } from './net/server'
import { roomsDir } from './paths'

const USAGE = `Usage: npm run serve -- [--port N] [--host ADDRESS] [--no-mdns] [--data DIR] [--name NAME] [--no-pacing]
  --port N        port to listen on (default 7777; 0: the port this data folder's host had last
                  time when it is free, else any free port)
  --host ADDRESS  address to listen on (default 0.0.0.0: the whole home network)
  --no-mdns       do not advertise the host on the network
  --data DIR      where rooms are saved (default: ${roomsDir()})
  --name NAME     the name other players see in their Join list (default: this computer's name)
  --no-pacing     the computer moves as fast as it decides (for tests and benchmarks; by default
                  each of its moves comes 0.6 to 1.2 s after the one before, so players see it)`

async function main(): Promise<void> {
  let args
  try {
    args = parseArgs({
      options: {
        port: { type: 'string', default: '7777' },
        host: { type: 'string', default: '0.0.0.0' },
        'no-mdns': { type: 'boolean', default: false },
        data: { type: 'string' },
        name: { type: 'string' },
        'no-pacing': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`)
    process.exit(2)
  }
  if (args.help) {
    console.log(USAGE)
    return
  }
  const port = Number(args.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a whole number from 0 to 65535\n${USAGE}`)
    process.exit(2)
  }
  const dataDir = resolve(args.data ?? roomsDir())
  const rendererDir = resolve(__dirname, '../../out/renderer')
  if (!existsSync(join(rendererDir, 'index.html'))) {
    console.warn(`The game pages are not built yet (${rendererDir}): run \`npm run build\`. Serving the game host only.`)
  }

  const { host, skipped } = await Host.open({
    store: new FileRoomStore(dataDir),
    finishedIndex: new FileFinishedIndex(dataDir),
    pacing: args['no-pacing'] ? null : DEFAULT_PACING,
  })
  const name = args.name ?? hostname()
  // Besides its own pages, the host accepts the desktop app's (app://safehouse): players join from the app.
  // --port 0 comes back on the port this data folder's host had last time, when it is free.
  let listening: Listening<RunningServer>
  try {
    listening = await listenRemembered({
      dataDir,
      wanted: port,
      strict: port > 0,
      listen: (p) => startServer({ host, port: p, address: args.host, rendererDir, name, allowedOrigins: [APP_ORIGIN] }),
    })
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    console.error(code === 'EADDRINUSE' ? `port ${port} is in use: stop what uses it, or choose another with --port N (0: any free port)` : `could not listen: ${err instanceof Error ? err.message : String(err)}`)
    await host.close()
    process.exit(1)
  }
  const { server, moved } = listening
  // Signals are handled before the ready line is printed, so a stop right after it is clean.
  let advertiser: Advertiser | null = null
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: shutting down`)
    // Held until the exit below: once the sockets are gone nothing else may keep Node running, and
    // it must not stop before the host has closed (pending saves flushed, host.lock removed).
    const keepAlive = setInterval(() => {}, 60_000)
    let code = 0
    try {
      await advertiser?.stop()
      await server.close()
      await host.close()
    } catch (err) {
      console.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`)
      code = 1
    }
    clearInterval(keepAlive)
    process.exit(code)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  const shownAddress = server.address.includes(':') ? `[${server.address}]` : server.address
  // Before the ready line, so whoever waits for that line has read this one too.
  if (moved !== null) console.log(`port ${moved}, where this host listened last time, is in use now: pages opened at the old address must be opened again at the new one`)
  console.log(`listening http://${shownAddress}:${server.port}`)
  console.log(`saving rooms in ${dataDir} (${host.roomCodes().length} resumed${skipped.length ? `, ${skipped.length} skipped` : ''})`)
  if (args.host === '0.0.0.0' || args.host === '::') {
    for (const address of lanAddresses()) console.log(`  a friend on your network can open http://${address}:${server.port}/`)
  }

  if (!args['no-mdns']) {
    advertiser = advertise({
      port: server.port,
      name,
      hostId: await hostIdFor(dataDir),
      games: playedGames(),
      open: host.openRooms().length,
      ...(args.host !== '0.0.0.0' && args.host !== '::' ? { interfaceAddress: args.host } : {}),
      onError: (err) => console.warn(`[mdns] ${err.message}`),
    })
    const advertised = advertiser
    host.onOpenRoomsChanged(() => advertised.setOpen(host.openRooms().length))
    console.log(`advertised on the network as "${name}"`)
  }

}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
})
