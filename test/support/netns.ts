// Throw-away Linux network namespaces for tests that need real multicast (mDNS) or LAN traffic.
//
// A pair is two fresh namespaces joined by one veth cable and nothing else: no route, bridge or
// NAT to the machine's own network, so whatever runs inside them (multicast included) can reach
// only the two addresses assigned here. The cable is created directly inside the namespaces, so
// no interface ever appears in the caller's namespace. Needs root and iproute2 (`ip`).
//
// Names carry the creating process's pid: `sh-<pid>-<hex>-a` / `-b`. A later run deletes
// namespaces whose pid is no longer alive (leftovers from a crashed run), killing any process of
// that run still running inside them, and never touches those of a run still going.
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'

export const NETNS_PREFIX = 'sh-'
const NAME_RE = /^sh-(\d+)-[0-9a-f]{6}-[ab]$/

export interface Netns {
  /** Namespace name (for `ip netns exec`). */
  name: string
  /** The veth interface inside the namespace. */
  veth: string
  /** The IPv4 address assigned to `veth` (a /24). */
  address: string
}

export interface NetnsPair {
  a: Netns
  b: Netns
  /**
   * Kills whatever still runs inside the two namespaces, then deletes them (and with them the veth
   * pair). Idempotent, never throws.
   */
  destroy(): void
}

export interface NetnsAvailability {
  available: boolean
  /** Why not, when not available. */
  reason?: string
}

function ip(args: readonly string[]): string {
  return execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000 })
}

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const stderr = (err as Error & { stderr?: unknown }).stderr
    const extra = typeof stderr === 'string' && stderr.trim() !== '' ? `: ${stderr.trim()}` : ''
    return `${err.message.split('\n')[0]}${extra}`
  }
  return String(err)
}

function listNamespaces(): string[] {
  let out: string
  try {
    out = ip(['netns', 'list'])
  } catch {
    return []
  }
  // Lines look like "name" or "name (id: 3)".
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter((name) => name !== '')
}

/** SIGKILLs whatever still runs inside namespace `name` (only ever one of ours), then deletes it. */
function deleteNamespace(name: string): void {
  let pids: number[] = []
  try {
    pids = ip(['netns', 'pids', name])
      .split(/\s+/)
      .filter((pid) => /^\d+$/.test(pid))
      .map(Number)
  } catch {
    // No such namespace, or nothing running in it.
  }
  for (const pid of pids) {
    if (pid === process.pid) continue
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  try {
    ip(['netns', 'delete', name])
  } catch {
    // Already gone.
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Deletes namespaces left behind by earlier runs of this helper whose process has died. */
export function removeStaleNamespaces(): string[] {
  const removed: string[] = []
  for (const name of listNamespaces()) {
    const match = NAME_RE.exec(name)
    if (!match) continue
    const pid = Number(match[1])
    if (pid === process.pid || pidAlive(pid)) continue
    deleteNamespace(name)
    removed.push(name)
  }
  return removed
}

let availability: NetnsAvailability | undefined

/**
 * Whether network namespaces can be used here: root, `ip` present, and a namespace can actually
 * be created, entered and deleted (containers often forbid it). Probes once and remembers.
 * Sends no traffic.
 */
export function netnsAvailable(): NetnsAvailability {
  availability ??= probe()
  return availability
}

function probe(): NetnsAvailability {
  if (process.platform !== 'linux') return { available: false, reason: `not Linux (${process.platform})` }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return { available: false, reason: 'not running as root (network namespaces need root)' }
  }
  try {
    ip(['-V'])
  } catch (err) {
    return { available: false, reason: `the \`ip\` command (iproute2) is missing or broken: ${errorText(err)}` }
  }
  removeStaleNamespaces()
  const name = `${NETNS_PREFIX}${process.pid}-${randomBytes(3).toString('hex')}-a`
  try {
    ip(['netns', 'add', name])
    ip(['netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up'])
    return { available: true }
  } catch (err) {
    return { available: false, reason: `cannot create or enter a network namespace: ${errorText(err)}` }
  } finally {
    deleteNamespace(name)
  }
}

/**
 * Creates two namespaces joined by a veth pair, addresses 10.213.X.1/24 (a) and 10.213.X.2/24 (b)
 * with a random X, loopback up, and a multicast route (224.0.0.0/4) over the veth in both.
 * On failure everything created so far is removed before the error is rethrown.
 */
export function createNetnsPair(): NetnsPair {
  removeStaleNamespaces()
  const tag = `${process.pid}-${randomBytes(3).toString('hex')}`
  const subnet = 1 + (randomBytes(1)[0] % 254)
  const short = tag.slice(-6) // interface names must fit in 15 bytes
  const a: Netns = { name: `${NETNS_PREFIX}${tag}-a`, veth: `sh${short}a`, address: `10.213.${subnet}.1` }
  const b: Netns = { name: `${NETNS_PREFIX}${tag}-b`, veth: `sh${short}b`, address: `10.213.${subnet}.2` }
  let destroyed = false
  const pair: NetnsPair = {
    a,
    b,
    destroy() {
      if (destroyed) return
      destroyed = true
      deleteNamespace(a.name)
      deleteNamespace(b.name)
    },
  }
  try {
    ip(['netns', 'add', a.name])
    ip(['netns', 'add', b.name])
    // Both ends are born inside their namespaces: nothing is ever attached to the host's network.
    ip(['link', 'add', 'name', a.veth, 'netns', a.name, 'type', 'veth', 'peer', 'name', b.veth, 'netns', b.name])
    for (const ns of [a, b]) {
      const exec = (...args: string[]): string => ip(['-n', ns.name, ...args])
      exec('link', 'set', 'lo', 'up')
      exec('addr', 'add', `${ns.address}/24`, 'dev', ns.veth)
      exec('link', 'set', ns.veth, 'up')
      exec('route', 'add', '224.0.0.0/4', 'dev', ns.veth)
    }
  } catch (err) {
    pair.destroy()
    throw new Error(`could not set up network namespaces: ${errorText(err)}`)
  }
  return pair
}

/** Runs `cmd args` inside namespace `ns` (via `ip netns exec`, which execs: the pid is the command's). */
export function runIn(ns: Netns | string, cmd: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const name = typeof ns === 'string' ? ns : ns.name
  return spawn('ip', ['netns', 'exec', name, cmd, ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...options })
}

/** Runs `cmd args` inside `ns` and waits for it: the exit code and its output. */
export function runInSync(ns: Netns | string, cmd: string, args: readonly string[]): string {
  const name = typeof ns === 'string' ? ns : ns.name
  return execFileSync('ip', ['netns', 'exec', name, cmd, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 10_000,
  })
}
