// What the Rules screen shows, as data: the sections in reading order, each a list of blocks
// (paragraphs and lists by message key under agentDog.rules.sections.<id>, our rulings where they
// apply, and the figures), and where each ruling is shown. The board and the deck the figures show
// come from the engine's own tables.

import type { RulesBook } from '../../../components/rules/rules-types'

export type RulingId =
  | 'board'
  | 'deck'
  | 'seats'
  | 'reshuffle'
  | 'ownCapture'
  | 'goalOptional'
  | 'goalLane'
  | 'startField'
  | 'meeting'
  | 'enterAfterHome'
  | 'setAside'
  | 'partner'
  | 'undercoverGoal'
  | 'doubleWin'
  | 'log'

export type Figure = 'board' | 'deck' | 'options'

export type Block = { p: string } | { ul: readonly string[] } | { ol: readonly string[] } | { ruling: RulingId } | { figure: Figure }

export interface Section {
  id: string
  blocks: readonly Block[]
}

/** The sections in reading order; the table of contents is built from this. */
export const SECTIONS: readonly Section[] = [
  { id: 'object', blocks: [{ p: 'body' }, { p: 'memory' }] },
  { id: 'board', blocks: [{ p: 'intro' }, { figure: 'board' }, { ul: ['loop', 'start', 'area', 'lane', 'holes', 'meeting'] }, { ruling: 'board' }] },
  { id: 'cards', blocks: [{ p: 'intro' }, { figure: 'deck' }, { p: 'none' }, { ruling: 'deck' }] },
  { id: 'teams', blocks: [{ p: 'four' }, { p: 'talk' }, { p: 'fewer' }, { ruling: 'seats' }] },
  { id: 'setup', blocks: [{ p: 'body' }] },
  { id: 'round', blocks: [{ ol: ['deal', 'exchange', 'play', 'end'] }, { ruling: 'reshuffle' }] },
  { id: 'turn', blocks: [{ p: 'must' }, { p: 'complete' }, { p: 'out' }] },
  { id: 'moving', blocks: [{ ul: ['exact', 'jump', 'block', 'capture', 'careful'] }, { ruling: 'ownCapture' }] },
  { id: 'goal', blocks: [{ ul: ['enter', 'begin', 'own', 'safe', 'exact'] }, { ruling: 'goalOptional' }, { ruling: 'goalLane' }] },
  { id: 'undercover', blocks: [{ ul: ['hole', 'surface', 'anyone', 'exception', 'capture'] }, { ruling: 'startField' }] },
  { id: 'meeting', blocks: [{ p: 'body' }, { ul: ['anyone', 'far', 'nothing', 'capture'] }, { p: 'example' }, { ruling: 'meeting' }] },
  { id: 'cardsDetail', blocks: [{ p: 'blue' }, { p: 'start' }, { ruling: 'enterAfterHome' }, { p: 'swap' }, { p: 'copy' }, { ruling: 'setAside' }, { p: 'partner' }, { ruling: 'partner' }, { p: 'blocking' }] },
  { id: 'undercoverGoal', blocks: [{ p: 'intro' }, { ul: ['own', 'team', 'other'] }, { ruling: 'undercoverGoal' }, { p: 'forbidden' }] },
  { id: 'whoMoves', blocks: [{ ul: ['plain', 'home', 'partner'] }] },
  { id: 'fewer', blocks: [{ ul: ['alone', 'rescue', 'partner', 'pass', 'win'] }] },
  { id: 'end', blocks: [{ p: 'four' }, { p: 'fewer' }, { ruling: 'doubleWin' }] },
  { id: 'seeing', blocks: [{ ul: ['hand', 'exchange', 'pile', 'agents'] }, { p: 'talk' }, { ruling: 'log' }] },
  { id: 'options', blocks: [{ p: 'intro' }, { figure: 'options' }] },
  { id: 'app', blocks: [{ ul: ['card', 'board', 'partner', 'keys', 'cover', 'computer'] }] },
  { id: 'rulings', blocks: [{ p: 'intro' }] },
]

/** Where each ruling is shown (in order of the rules). */
export const RULINGS: ReadonlyArray<{ id: RulingId; section: string }> = SECTIONS.flatMap((s) =>
  s.blocks.filter((b): b is { ruling: RulingId } => 'ruling' in b).map((b) => ({ id: b.ruling, section: s.id })),
)

export function sectionAnchor(id: string): string {
  return `agent-dog-rules-${id}`
}

export function headingAnchor(id: string): string {
  return `agent-dog-rules-${id}-title`
}

export function rulingAnchor(id: RulingId): string {
  return `agent-dog-ruling-${id}`
}

/** The rules page's makings (components/rules/RulesPage.vue). */
export const BOOK: RulesBook<string, RulingId> = {
  root: 'agentDog.rules',
  titleId: 'agent-dog-rules-title',
  tocTitleId: 'agent-dog-toc',
  sections: SECTIONS,
  rulings: RULINGS,
  sectionAnchor,
  headingAnchor,
  rulingAnchor,
}
