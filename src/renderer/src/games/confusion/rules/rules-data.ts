// What Confusion's Rules page shows, as data: its sections in reading order and every ruling with
// the section where it applies. test/renderer/confusion/rules.test.ts checks each is rendered.

import type { RulesBook } from '../../../components/rules/rules-types'

export type SectionId =
  | 'board'
  | 'movement'
  | 'reference'
  | 'setup'
  | 'turn'
  | 'briefcase'
  | 'promotion'
  | 'doubleAgent'
  | 'winning'
  | 'seeing'
  | 'tokens'
  | 'variants'
  | 'app'
  | 'rulings'

export interface SectionEntry {
  id: SectionId
  children?: readonly SectionId[]
}

export const SECTIONS: readonly SectionEntry[] = [
  { id: 'board' },
  { id: 'movement', children: ['reference'] },
  { id: 'setup' },
  { id: 'turn' },
  { id: 'briefcase' },
  { id: 'promotion' },
  { id: 'doubleAgent' },
  { id: 'winning' },
  { id: 'seeing' },
  { id: 'tokens' },
  { id: 'variants' },
  { id: 'app' },
  { id: 'rulings' },
]

export const ALL_SECTIONS: readonly SectionId[] = SECTIONS.flatMap((s) => [s.id, ...(s.children ?? [])])

export function sectionAnchor(id: SectionId): string {
  return `confusion-rules-${id}`
}

export function headingAnchor(id: SectionId): string {
  return `confusion-rules-${id}-title`
}

export type RulingId =
  | 'movementSet'
  | 'rightLeft'
  | 'setupLayout'
  | 'labels'
  | 'impossible'
  | 'pass'
  | 'holderEliminated'
  | 'orders'
  | 'byHand'
  | 'whoeverHolds'
  | 'noSpies'
  | 'drawLimit'
  | 'endReveal'
  | 'tokensEach'
  | 'revealOwn'
  | 'move2'
  | 'swap'
  | 'radiation'
  | 'extraction'
  | 'placement'
  | 'promotionAsk'
  | 'honorPromotion'
  | 'transfer'

/** Where the print leaves a question open, Safehouse's answer; `section` is where it is shown. */
export const RULINGS: ReadonlyArray<{ id: RulingId; section: SectionId }> = [
  { id: 'labels', section: 'board' },
  { id: 'movementSet', section: 'movement' },
  { id: 'rightLeft', section: 'movement' },
  { id: 'setupLayout', section: 'setup' },
  { id: 'impossible', section: 'turn' },
  { id: 'pass', section: 'turn' },
  { id: 'holderEliminated', section: 'briefcase' },
  { id: 'orders', section: 'doubleAgent' },
  { id: 'byHand', section: 'doubleAgent' },
  { id: 'whoeverHolds', section: 'winning' },
  { id: 'noSpies', section: 'winning' },
  { id: 'drawLimit', section: 'winning' },
  { id: 'endReveal', section: 'seeing' },
  { id: 'tokensEach', section: 'tokens' },
  { id: 'revealOwn', section: 'tokens' },
  { id: 'move2', section: 'tokens' },
  { id: 'swap', section: 'tokens' },
  { id: 'radiation', section: 'variants' },
  { id: 'extraction', section: 'variants' },
  { id: 'placement', section: 'variants' },
  { id: 'promotionAsk', section: 'variants' },
  { id: 'honorPromotion', section: 'variants' },
  { id: 'transfer', section: 'variants' },
]

/** The element id of a ruling's note (the rulings list links to it). */
export function rulingAnchor(id: RulingId): string {
  return `confusion-ruling-${id}`
}

export function rulingsOf(section: SectionId): RulingId[] {
  return RULINGS.filter((r) => r.section === section).map((r) => r.id)
}

/** The rules page's makings (components/rules/RulesPage.vue). */
export const BOOK: RulesBook<SectionId, RulingId> = {
  root: 'confusion.rules',
  titleId: 'confusion-rules-title',
  tocTitleId: 'confusion-rules-toc-title',
  sections: SECTIONS,
  rulings: RULINGS,
  sectionAnchor,
  headingAnchor,
  rulingAnchor,
}
