// A host's identity on the network, kept in its data folder (issue 34, point 10): advertised as
// TXT host=, so the desktop app knows a host that came back at another address or port as the one
// its seats were at. The rooms (and so the seats' tokens) live in the same folder, which is why
// the folder, not the machine or the port, is what the id names.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import { readJsonFile, writeFileAtomic } from '../storage/atomic-file'
import { HOST_ID_RE } from './mdns-record'

/** The file in the data folder. */
export const HOST_ID_FILE = 'host-id.json'

const fileSchema = z.object({ id: z.string().regex(HOST_ID_RE) })

function newHostId(): string {
  return randomBytes(8).toString('hex')
}

/**
 * This data folder's host id: the one kept there, else a new one, kept for next time. Without a
 * folder (games in memory only) each run is a host of its own. Never fails for the file's sake.
 */
export async function hostIdFor(dataDir: string | null): Promise<string> {
  if (dataDir === null) return newHostId()
  const file = join(dataDir, HOST_ID_FILE)
  const kept = fileSchema.safeParse(await readJsonFile(file).catch(() => undefined))
  if (kept.success) return kept.data.id
  const id = newHostId()
  await writeFileAtomic(file, JSON.stringify({ id })).catch(() => undefined)
  return id
}
