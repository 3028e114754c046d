// Small JSON files (settings, window state, the host's list of finished rooms), written
// atomically: a temp file is written and fsynced, then renamed over the old one, so a crash or
// power cut leaves the old file or the new one, never a torn one. Reads never throw for a missing
// or unreadable file.
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'

let counter = 0

export async function writeFileAtomic(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.${counter++}.tmp`
  try {
    const handle = await open(temp, 'w', 0o600)
    try {
      await handle.writeFile(text, 'utf8')
      await handle.datasync()
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch (err) {
    await rm(temp, { force: true }).catch(() => undefined)
    throw err
  }
}

/**
 * The parsed JSON in `file`, or undefined when it is missing, larger than `maxBytes`, unreadable or
 * not JSON. What comes back is still untrusted: callers validate it with a schema.
 */
export async function readJsonFile(file: string, maxBytes = 64 * 1024): Promise<unknown> {
  let text: string
  try {
    const handle = await open(file, 'r')
    try {
      const info = await handle.stat()
      if (!info.isFile() || info.size > maxBytes) return undefined
      text = await handle.readFile('utf8')
    } finally {
      await handle.close()
    }
  } catch {
    return undefined
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
