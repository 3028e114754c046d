// The bonjour-service instance under advertising and discovery, made safe to run in the main
// process: bound to the chosen interface, with every socket error reported (never thrown), and
// a stop that cannot hang. Notes on bonjour-service 1.4.4 / multicast-dns 7.2.5, read from their
// sources:
// - multicast-dns binds its socket to the `interface` address when one is given, and on Linux a
//   socket bound to a unicast address receives no multicast at all. So with `interfaceAddress` we
//   also pass `bind: '0.0.0.0'`: the group membership and outgoing multicast still use only that
//   interface, but the socket can receive.
// - multicast-dns emits 'error' (bind failures: EACCES, EADDRINUSE) on an emitter bonjour keeps
//   private and never listens to: unheard, that would crash the process. We reach it through a
//   narrowly checked accessor and listen.
import { isIPv4 } from 'node:net'
import { Bonjour, type ServiceConfig } from 'bonjour-service'
import { isRecord } from './mdns-record'

/** How long stop() waits for goodbyes to be sent and for the socket to close. */
export const STOP_STEP_TIMEOUT_MS = 1_000
/** The same error message is reported at most once per this period. */
const REPEAT_REPORT_MS = 5 * 60_000

// --- narrow views of bonjour / multicast-dns internals ------------------------------------------

/** The multicast-dns instance inside bonjour (private there; its API is public in multicast-dns). */
export interface MdnsSocket {
  on(event: 'error' | 'warning', listener: (err: unknown) => void): unknown
  on(event: 'response', listener: (packet: unknown, rinfo: unknown) => void): unknown
  removeListener(event: 'response', listener: (packet: unknown, rinfo: unknown) => void): unknown
  respond(records: unknown[], callback: (err?: unknown) => void): void
}

function mdnsOf(bonjour: Bonjour): MdnsSocket | undefined {
  const server: unknown = Reflect.get(bonjour, 'server')
  if (!isRecord(server)) return undefined
  const mdns: unknown = server['mdns']
  if (!isRecord(mdns)) return undefined
  if (typeof mdns['on'] !== 'function' || typeof mdns['removeListener'] !== 'function') return undefined
  if (typeof mdns['respond'] !== 'function') return undefined
  return mdns as unknown as MdnsSocket
}

/** The options bonjour hands to multicast-dns (its own type only knows the service fields). */
interface MulticastOptions {
  interface?: string
  bind?: string
}

function multicastOptions(interfaceAddress: string | undefined): Partial<ServiceConfig> {
  const opts: MulticastOptions = {}
  if (interfaceAddress !== undefined) {
    if (!isIPv4(interfaceAddress)) throw new TypeError(`interfaceAddress must be an IPv4 address, got ${JSON.stringify(interfaceAddress)}`)
    opts.interface = interfaceAddress
    opts.bind = '0.0.0.0'
  }
  return opts as Partial<ServiceConfig>
}

/**
 * A bonjour instance on `interfaceAddress` (every interface when undefined) whose socket errors go
 * to `report`; `mdns` is undefined when bonjour's internals are not what we expect (reported).
 */
export function openBonjour(interfaceAddress: string | undefined, report: (err: unknown) => void): { bonjour: Bonjour; mdns: MdnsSocket | undefined } {
  // bonjour's default error callback throws; ours reports.
  const bonjour = new Bonjour(multicastOptions(interfaceAddress), report)
  const mdns = mdnsOf(bonjour)
  if (mdns) {
    mdns.on('error', report)
    forwardSocketWarnings(mdns, report)
  } else {
    report(new Error('bonjour-service internals changed: socket errors cannot be caught'))
  }
  return { bonjour, mdns }
}

// --- errors ---------------------------------------------------------------------------------------

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err))
}

function defaultOnError(err: Error): void {
  console.warn(`[mdns] ${err.message}`)
}

/** Calls onError, never throws, and drops repeats of the same message for a while. */
export function makeReporter(onError: ((err: Error) => void) | undefined): (err: unknown) => void {
  const handler = onError ?? defaultOnError
  const lastReported = new Map<string, number>()
  return (raw) => {
    const err = toError(raw)
    const now = Date.now()
    const last = lastReported.get(err.message)
    if (last !== undefined && now - last < REPEAT_REPORT_MS) return
    if (lastReported.size > 100) lastReported.clear()
    lastReported.set(err.message, now)
    try {
      handler(err)
    } catch {
      // An error handler that throws must not take the network code (or the process) down.
    }
  }
}

/** multicast-dns warnings: socket problems carry an errno `code`; undecodable packets do not (noise). */
function forwardSocketWarnings(mdns: MdnsSocket, report: (err: unknown) => void): void {
  mdns.on('warning', (err) => {
    if (isRecord(err) && typeof err['code'] === 'string') report(err)
  })
}

export function withTimeout(start: (done: () => void) => void, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let finished = false
    const done = (): void => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, ms)
    timer.unref()
    try {
      start(done)
    } catch {
      done()
    }
  })
}
