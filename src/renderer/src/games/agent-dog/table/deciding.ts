// Which play decided the game (issue 35, point 3): "All four of Green's agents are home" did not say
// that Red's own last play, moving an undercover agent into Red's goal lane, had sent Green's agent
// home. The deciding play is the last one before the win, with what its agents did once turned over
// in a goal lane; all of it is in the public log.
import type { LogEntry } from '@shared/agent-dog/types'
import { describeEntry, type Tr } from './text'

/** The last play of a finished game and the goal-lane entries it caused, in words (null: no win, or no play). */
export function decidingPlay(tr: Tr, log: readonly LogEntry[]): string | null {
  const win = lastIndex(log, log.length, 'win')
  const play = win < 0 ? -1 : lastIndex(log, win, 'play')
  if (play < 0) return null
  const entries = log.slice(play, win).filter((e, i) => i === 0 || e.type === 'goal-entry')
  return tr.t('agentDog.table.turn.decided', { play: entries.map((e) => describeEntry(tr, e).text).join(' ') })
}

/** The index of the last entry of this type before `before` (-1: none). */
function lastIndex(log: readonly LogEntry[], before: number, type: LogEntry['type']): number {
  for (let i = before - 1; i >= 0; i--) if (log[i]?.type === type) return i
  return -1
}
