// `npm run bench`: runs every benchmark section on this one thread and prints one table.
//   npm run bench                 all sections
//   npm run bench -- engine       only the named section(s)
//   npm run bench -- --strict     exit with status 1 when a goal is missed
// To add a section (host latency, renderer bundle size, ...), write a BenchSection in its own file
// under bench/ and add it to SECTIONS below; a game's goes in GAME_SECTIONS, under its id.
import { agentDogSection } from './agent-dog'
import { confusionSection } from './confusion'
import { engineSection } from './engine'
import { hostSection } from './host'
import { renderTable, summarize, summaryLines, type BenchRow, type BenchSection } from './harness'
import { rendererSection } from './renderer'
import { recordsSection } from './records'
import { replaySection } from './replay'
import { storeSection } from './store'
import type { GameId } from '../src/shared/room-basics'

/** Each game's engine section: this does not compile while a game of GAME_IDS has none. */
const GAME_SECTIONS: { readonly [Id in GameId]: BenchSection } = {
  'spies-and-lies': engineSection,
  confusion: confusionSection,
  'agent-dog': agentDogSection,
}

const SECTIONS: readonly BenchSection[] = [...Object.values(GAME_SECTIONS), hostSection, rendererSection, replaySection, storeSection, recordsSection]

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const strict = args.includes('--strict')
  const names = args.filter((a) => !a.startsWith('--'))
  const unknown = names.filter((n) => !SECTIONS.some((s) => s.name === n))
  if (unknown.length > 0) {
    console.error(`unknown section(s): ${unknown.join(', ')}; known: ${SECTIONS.map((s) => s.name).join(', ')}`)
    process.exitCode = 2
    return
  }
  const selected = names.length > 0 ? SECTIONS.filter((s) => names.includes(s.name)) : SECTIONS

  console.log(`Node ${process.version}, ${process.platform}/${process.arch}, one thread\n`)
  const rows: BenchRow[] = []
  for (const section of selected) {
    console.log(`running ${section.name}: ${section.description} ...`)
    rows.push(...(await section.run()))
  }
  console.log(`\n${renderTable(rows)}\n`)

  // Starved rows (too little CPU to trust) are counted apart: neither met nor missed.
  for (const line of summaryLines(rows)) console.log(line)
  if (strict && summarize(rows).missed > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
