// host.lock: one running host per data folder. The lock names its process by more than its PID,
// because PIDs are reused: after a crash (or a restart of a container, where the same small PIDs
// come back every time) the PID in a stale lock may belong to some other live process, and a lock
// that trusted the PID alone would then block the host for good.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** What a lock file says about the host that holds it. */
export interface LockOwner {
  pid: number
  /**
   * When that process started, as this system tells it (Linux: boot id and start time in clock
   * ticks from /proc; macOS and the BSDs: `ps -o lstart`). Null where neither is available.
   */
  started: string | null
  /** Random, per lock taken: the lock's holder tells its own lock from one that replaced it. */
  id: string
}

const ownerSchema = z.strictObject({
  pid: z.number().int().positive(),
  started: z.string().max(200).nullable(),
  id: z.string().max(64),
})

/** Reads a lock file's text: the JSON form, or a bare PID (locks written by older versions). */
export function parseLock(text: string): LockOwner | null {
  try {
    const parsed = ownerSchema.safeParse(JSON.parse(text))
    if (parsed.success) return parsed.data
  } catch {
    // not JSON: maybe an old lock
  }
  const pid = Number.parseInt(text.trim(), 10)
  return /^\d+$/.test(text.trim()) && pid > 0 ? { pid, started: null, id: '' } : null
}

function linuxStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = fields[19] // field 22, starttime
    if (!ticks || !/^\d+$/.test(ticks)) return null
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    return `linux:${boot}:${ticks}`
  } catch {
    return null
  }
}

function psStartTime(pid: number): string | null {
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 })
    const text = out.trim().replace(/\s+/g, ' ')
    return text ? `ps:${text}` : null
  } catch {
    return null
  }
}

/** When process `pid` started, or null when this system does not tell (or it is not running). */
export function processStartTime(pid: number, platform: NodeJS.Platform = process.platform): string | null {
  if (platform === 'linux') return linuxStartTime(pid)
  if (platform === 'darwin' || platform === 'freebsd' || platform === 'openbsd') return psStartTime(pid)
  return null
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function ownLock(): LockOwner {
  return { pid: process.pid, started: processStartTime(process.pid), id: randomBytes(12).toString('hex') }
}

/**
 * Whether the host named by `owner` may still be running. A dead PID: no. A live PID whose start
 * time differs from the one recorded: no, the PID was reused. This very process with another lock
 * id: no, that lock was left by an earlier process that had the same PID. When the start time
 * cannot be told (an old lock, another system), a live PID is taken to be the host.
 */
export function lockHolderRunning(owner: LockOwner, startTimeOf: (pid: number) => string | null = processStartTime): boolean {
  if (owner.pid === process.pid) return false
  if (!processAlive(owner.pid)) return false
  if (owner.started === null) return true
  const now = startTimeOf(owner.pid)
  return now === null || now === owner.started
}
