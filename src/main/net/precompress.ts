// Writes `.br` and `.gz` beside the built renderer's text files, once per build (the renderer build
// in electron.vite.config.ts runs it), so the LAN host (static-files.ts) can send a friend's browser
// a third of the bytes without compressing anything per request.
import { lstat, readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COMPRESSIBLE, ENCODING_SUFFIX } from './static-files'

/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Maximum quality: paid once at build time, saved on every download.
const ENCODERS: ReadonlyArray<[suffix: string, encode: (bytes: Buffer) => Promise<Buffer>]> = [
  [ENCODING_SUFFIX.br, (bytes) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
  [ENCODING_SUFFIX.gzip, (bytes) => gzipAsync(bytes, { level: 9 })],
]

/** Compresses every text file of `dir` (recursively) worth it; returns the siblings written. */
export async function precompress(dir: string): Promise<string[]> {
  const written: string[] = []
  for (const name of await readdir(dir, { recursive: true })) {
    if (!COMPRESSIBLE.has(extname(name).toLowerCase())) continue
    const file = join(dir, name)
    // The host serves no symbolic link, so their targets need no siblings either.
    const info = await lstat(file)
    if (!info.isFile() || info.size < MIN_BYTES) continue
    const bytes = await readFile(file)
    for (const [suffix, encode] of ENCODERS) {
      const packed = await encode(bytes)
      if (packed.length >= bytes.length) continue
      await writeFile(file + suffix, packed)
      written.push(name + suffix)
    }
  }
  return written
}
