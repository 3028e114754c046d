// The Notebook in the player's language and in its own short signs: where a spy is, what each of
// its attempts was told, and what a cell of the grid says aloud and shows. Pure functions over a
// translator, like text.ts, so the grid's parts only place them.
import type { Direction, Try } from '@shared/confusion/types'
import { squareName } from './frame'
import { percent, type Mark, type NotebookCell, type NotebookRow } from './notebook'
import { lineText, pieceName, type Tr } from './text'

const ARROW: Readonly<Record<Direction, string>> = { N: '↑', NE: '↗', E: '→', SE: '↘', S: '↓', SW: '↙', W: '←', NW: '↖' }

/** "d2", "promoted, on a11", or how the spy left the board. */
export function whereText(tr: Tr, row: NotebookRow): string {
  if (row.removed) return tr.t(`confusion.notebook.status.${row.removed}`)
  const at = row.at ? squareName(row.at) : ''
  return row.promoted ? tr.t('confusion.notebook.status.promoted', { at }) : at
}

/** One attempt in words: "4 squares forward: NO". */
export function tryText(tr: Tr, t: Try): string {
  return `${lineText(tr, t.dir, t.dist)}: ${tr.t(t.yes ? 'confusion.log.yes' : 'confusion.log.no')}`
}

/** Every attempt of the row in words, for those who cannot see the signs. */
export function triesText(tr: Tr, row: NotebookRow): string {
  return row.tries.map((t) => tryText(tr, t)).join('; ')
}

/** One attempt in the notebook's signs: "↑4✗". */
export function trySign(t: Try): string {
  return `${ARROW[t.dir]}${t.dist}${t.yes ? '✓' : '✗'}`
}

/**
 * What a cell says aloud: the spy and the piece, the helper's verdict when it is on, and the
 * player's own mark (only on their own page, which is the only one they mark).
 */
export function cellText(tr: Tr, label: string, cell: NotebookCell, helper: boolean, mark: Mark | undefined): string {
  const parts = [tr.t('confusion.notebook.cell', { label, piece: pieceName(tr, cell.piece) })]
  if (helper) parts.push(cell.state === 'possible' ? tr.t('confusion.notebook.possible', { p: percent(cell.p ?? 0) }) : tr.t('confusion.notebook.ruledOut'))
  if (mark) parts.push(tr.t(`confusion.notebook.mark.${mark}`))
  return parts.join(', ')
}

/** What a cell shows: the player's mark first, else the helper's probability (without the "%", for room). */
export function cellSign(cell: NotebookCell, helper: boolean, mark: Mark | undefined): string {
  if (mark === 'out') return '✗'
  if (mark === 'maybe') return '○'
  return helper && cell.state === 'possible' ? percent(cell.p ?? 0).replace('%', '') : ''
}
