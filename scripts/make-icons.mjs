#!/usr/bin/env node
// Makes the installers' icons from resources/icon.svg (rendered with @resvg/resvg-js, no network):
//   build/icon.png            1024×1024 (electron-builder's fallback, the About panel)
//   build/icons/NxN.png       16…1024 (Linux: AppImage, deb)
//   build/icon.ico            16…256, PNG-compressed entries (Windows, NSIS)
//   build/icon.icns           16…1024, PNG entries (macOS)
// Usage: node scripts/make-icons.mjs [--src resources/icon.svg] [--out build]
import { Buffer } from 'node:buffer'
import console from 'node:console'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Resvg } from '@resvg/resvg-js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    src: { type: 'string', default: join(root, 'resources', 'icon.svg') },
    out: { type: 'string', default: join(root, 'build') },
  },
})

const svg = readFileSync(values.src)
const cache = new Map()
/** The icon as a PNG of size×size pixels. */
function png(size) {
  if (!cache.has(size)) {
    const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render()
    if (rendered.width !== size || rendered.height !== size) throw new Error(`icon.svg must be square: got ${rendered.width}×${rendered.height} for ${size}`)
    cache.set(size, Buffer.from(rendered.asPng()))
  }
  return cache.get(size)
}

/** ICO with PNG entries (Windows Vista and later). */
function ico(sizes) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(sizes.length, 4)
  const entries = []
  const images = []
  let offset = 6 + 16 * sizes.length
  for (const size of sizes) {
    const data = png(size)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // palette colours
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    entries.push(entry)
    images.push(data)
  }
  return Buffer.concat([header, ...entries, ...images])
}

/** ICNS with PNG entries: OSType → pixel size. */
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
]

function icns() {
  const chunks = ICNS_TYPES.map(([type, size]) => {
    const data = png(size)
    const head = Buffer.alloc(8)
    head.write(type, 0, 'ascii')
    head.writeUInt32BE(data.length + 8, 4)
    return Buffer.concat([head, data])
  })
  const body = Buffer.concat(chunks)
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'ascii')
  head.writeUInt32BE(body.length + 8, 4)
  return Buffer.concat([head, body])
}

const out = resolve(values.out)
mkdirSync(join(out, 'icons'), { recursive: true })
for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) writeFileSync(join(out, 'icons', `${size}x${size}.png`), png(size))
writeFileSync(join(out, 'icon.png'), png(1024))
writeFileSync(join(out, 'icon.ico'), ico([16, 24, 32, 48, 64, 128, 256]))
writeFileSync(join(out, 'icon.icns'), icns())
console.log(`icons written to ${out}`)
