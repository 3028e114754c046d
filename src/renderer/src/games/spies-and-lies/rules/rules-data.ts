// What the Rules screen shows, as data: the sections in reading order, the rulings and where each
// one applies, and the few numbers the text quotes. The numbers mirror the engine's tables
// (src/engine/spies-and-lies/tables.ts); test/renderer/rules/rules.test.ts checks they agree.

import type { RulesBook } from '../../../components/rules/rules-types'

export type SectionId =
  | 'object'
  | 'components'
  | 'setup'
  | 'day'
  | 'deploy'
  | 'intel'
  | 'mission'
  | 'reveal'
  | 'track'
  | 'roundEnd'
  | 'end'
  | 'intelCards'
  | 'team'
  | 'soldiers'
  | 'rulings'

export interface SectionEntry {
  id: SectionId
  /** Sub-sections, shown one heading level lower and nested in the table of contents. */
  children?: readonly SectionId[]
}

/** The sections in reading order; the table of contents is built from this. */
export const SECTIONS: readonly SectionEntry[] = [
  { id: 'object' },
  { id: 'components' },
  { id: 'setup' },
  { id: 'day', children: ['deploy', 'intel', 'mission', 'reveal'] },
  { id: 'track' },
  { id: 'roundEnd' },
  { id: 'end' },
  { id: 'intelCards' },
  { id: 'team' },
  { id: 'soldiers' },
  { id: 'rulings' },
]

/** Every section id, parents before their children. */
export const ALL_SECTIONS: readonly SectionId[] = SECTIONS.flatMap((s) => [s.id, ...(s.children ?? [])])

export function sectionAnchor(id: SectionId): string {
  return `rules-${id}`
}

export function headingAnchor(id: SectionId): string {
  return `rules-${id}-title`
}

export type RulingId =
  | 'noMistakes'
  | 'intelConfirm'
  | 'deceptionFirst'
  | 'forcedRetreat'
  | 'captainCopy'
  | 'track'
  | 'lineups'
  | 'intelDeck'
  | 'teamPair'
  | 'teamHand'
  | 'teamLineups'
  | 'teamIntel'
  | 'teamTalk'
  | 'captainSpyMiner'

/** Where the print leaves a question open, the app's answer; `section` is where it is shown. */
export const RULINGS: ReadonlyArray<{ id: RulingId; section: SectionId }> = [
  { id: 'noMistakes', section: 'deploy' },
  { id: 'intelConfirm', section: 'intel' },
  { id: 'deceptionFirst', section: 'mission' },
  { id: 'forcedRetreat', section: 'reveal' },
  { id: 'captainCopy', section: 'reveal' },
  { id: 'track', section: 'track' },
  { id: 'lineups', section: 'roundEnd' },
  { id: 'intelDeck', section: 'intelCards' },
  { id: 'teamPair', section: 'team' },
  { id: 'teamHand', section: 'team' },
  { id: 'teamLineups', section: 'team' },
  { id: 'teamIntel', section: 'team' },
  { id: 'teamTalk', section: 'team' },
  { id: 'captainSpyMiner', section: 'soldiers' },
]

/** The element id of a ruling's note (the rulings list links to it). */
export function rulingAnchor(id: RulingId): string {
  return `ruling-${id}`
}

export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

/** The Double Agent track: spaces from the middle to the wall and to the flag (our ruling). */
export const TRACK = { wall: 4, flag: 5 } as const
/** The wall distance of the "short track" option. */
export const SHORT_WALL = 3

/** The values the track texts quote. */
export const TRACK_PARAMS = {
  wall: TRACK.wall,
  flag: TRACK.flag,
  open: TRACK.wall - 1,
  short: SHORT_WALL,
} as const

/** The Intel deck (our ruling): two copies of each of the three printed cards. */
export const INTEL_CARDS: ReadonlyArray<{ ranks: readonly Rank[]; copies: number }> = [
  { ranks: [1, 2, 3, 4], copies: 2 },
  { ranks: [4, 5, 6, 7], copies: 2 },
  { ranks: [7, 8, 9, 10], copies: 2 },
]

/** Parameters a ruling's message needs, if any. */
export function rulingParams(id: RulingId): Record<string, number> {
  return id === 'track' ? { ...TRACK_PARAMS } : {}
}

/** The example line-ups drawn in the Deploy section, as in the printed rulebook. */
export const LINEUP_EXAMPLES: ReadonlyArray<{
  ranks: readonly [Rank, Rank, Rank, Rank]
  valid: boolean
  /** The mission (0-based) that breaks the order, for an invalid example. */
  wrong?: number
  /** Message key under rules.sections.deploy explaining the example. */
  explain: 'rising' | 'minerOut' | 'sergeantAnywhere'
}> = [
  { ranks: [3, 5, 7, 9], valid: true, explain: 'rising' },
  { ranks: [5, 3, 7, 9], valid: false, wrong: 1, explain: 'minerOut' },
  { ranks: [2, 7, 4, 10], valid: true, explain: 'sergeantAnywhere' },
]

/** The rules page's makings (components/rules/RulesPage.vue). */
export const BOOK: RulesBook<SectionId, RulingId> = {
  root: 'rules',
  titleId: 'rules-title',
  tocTitleId: 'rules-toc-title',
  sections: SECTIONS,
  rulings: RULINGS,
  sectionAnchor,
  headingAnchor,
  rulingAnchor,
  rulingParams,
}
