// The end dialog's title, in one voice for every game (issue 37, point 3; issue 35, point 6): to a
// player "You win!" / "You lose" (in a team "Your team wins!" / "Your team loses"), to anyone else
// (a spectator, a hot-seat window) who won, "{who} wins!"; "A draw" when nobody did. The words are
// the app's (common.endTitle), the names of the winners the game's.
import type { Tr } from '../../i18n/tr'

export type EndOutcome =
  | { kind: 'draw' }
  /** `mine`: the window's player won (true), lost (false) or plays no side here (null). */
  | { kind: 'won'; mine: boolean | null; team: boolean; who: string; count: number }

export function endTitle(tr: Tr, outcome: EndOutcome): string {
  const K = 'common.endTitle'
  if (outcome.kind === 'draw') return tr.t(`${K}.draw`)
  if (outcome.mine === true) return tr.t(outcome.team ? `${K}.yourTeamWins` : `${K}.youWin`)
  if (outcome.mine === false) return tr.t(outcome.team ? `${K}.yourTeamLoses` : `${K}.youLose`)
  return tr.tn(`${K}.wins`, outcome.count, { who: outcome.who })
}
