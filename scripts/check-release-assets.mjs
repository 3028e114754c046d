#!/usr/bin/env node
// The release workflow's last step: reads the draft release back from GitHub and fails unless
// every file the build jobs made (the installers, their blockmaps, the mac update zip and the
// update feeds latest*.yml, in the downloaded folder) is on it, whole. electron-builder 26's
// `publish` command logs "error publishing" and still exits 0 when an upload fails, so its exit
// code says nothing (issue 36, point 1). A release is also refused when a kind of file every
// release needs is missing from the folder itself (an OS's build made nothing of it).
// Usage: node scripts/check-release-assets.mjs <tag> <folder>   (gh with GH_TOKEN and GH_REPO)
import console from 'node:console'
import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

/** What every release carries, by OS: installers, update feeds, and the blockmaps updates download by. */
export const REQUIRED = [
  { what: 'the AppImage', pattern: /\.AppImage$/ },
  { what: 'the deb', pattern: /\.deb$/ },
  { what: 'the rpm', pattern: /\.rpm$/ },
  { what: 'the Linux update feed', pattern: /^latest-linux\.yml$/ },
  { what: 'the Windows installer', pattern: /\.exe$/ },
  { what: "the Windows installer's blockmap", pattern: /\.exe\.blockmap$/ },
  { what: 'the Windows update feed', pattern: /^latest\.yml$/ },
  { what: 'the macOS disk image', pattern: /\.dmg$/ },
  { what: 'the macOS update zip', pattern: /-mac\.zip$/ },
  { what: "the macOS update zip's blockmap", pattern: /-mac\.zip\.blockmap$/ },
  { what: 'the macOS update feed', pattern: /^latest-mac\.yml$/ },
]

/**
 * What is wrong with a release: `built` the files the build jobs made ({ name, size }), `assets`
 * the release's assets as `gh release view --json assets` lists them ({ name, size, state }).
 * An empty list: every file is there, uploaded and of the same size.
 */
export function releaseProblems(built, assets) {
  const problems = []
  for (const { what, pattern } of REQUIRED) {
    if (!built.some((f) => pattern.test(f.name))) problems.push(`no file is ${what} (${pattern})`)
  }
  const byName = new Map(assets.map((a) => [a.name, a]))
  for (const file of built) {
    const asset = byName.get(file.name)
    if (!asset) problems.push(`${file.name} is not on the release`)
    else if (asset.state !== 'uploaded') problems.push(`${file.name} is on the release but ${asset.state}, not uploaded`)
    else if (asset.size !== file.size) problems.push(`${file.name} is on the release with ${asset.size} bytes, built with ${file.size}`)
  }
  return problems
}

/** The files in the downloaded folder (not recursive: the artifacts are merged into it). */
export function builtFiles(folder) {
  return readdirSync(folder)
    .filter((name) => statSync(join(folder, name)).isFile())
    .map((name) => ({ name, size: statSync(join(folder, name)).size }))
}

function main() {
  const [tag, folder] = process.argv.slice(2)
  if (!tag || !folder) {
    console.error('usage: node scripts/check-release-assets.mjs <tag> <folder>')
    process.exit(2)
  }
  const release = JSON.parse(execFileSync('gh', ['release', 'view', tag, '--json', 'assets'], { encoding: 'utf8' }))
  const built = builtFiles(folder)
  const problems = releaseProblems(built, release.assets ?? [])
  if (problems.length > 0) {
    console.error(`The release ${tag} is not complete:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`The release ${tag} has all ${built.length} files, uploaded whole.`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
