// Counts the bytes a FileRoomStore writes (issue 34, point 4: bytes written per move): its files are
// opened through `open` here, whose handles add up what each write and writeFile hands the disk.
import { open as openFile, type FileHandle } from 'node:fs/promises'

export interface CountedWrites {
  open: typeof openFile
  /** Bytes written through handles opened by `open` so far. */
  bytes(): number
}

function sizeOf(data: unknown): number {
  if (typeof data === 'string') return Buffer.byteLength(data)
  if (ArrayBuffer.isView(data)) return data.byteLength
  throw new Error('counted writes: only strings and buffers are counted')
}

export function countedWrites(): CountedWrites {
  let total = 0
  const wrap = (handle: FileHandle): FileHandle =>
    new Proxy(handle, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target)
        if (typeof value !== 'function') return value
        if (key === 'write' || key === 'writeFile') {
          return (data: unknown, ...rest: unknown[]) => {
            total += sizeOf(data)
            return (value as (...args: unknown[]) => unknown).call(target, data, ...rest)
          }
        }
        return (value as (...args: unknown[]) => unknown).bind(target)
      },
    })
  const open = (async (...args: Parameters<typeof openFile>) => wrap(await openFile(...args))) as typeof openFile
  return { open, bytes: () => total }
}
