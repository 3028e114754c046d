// The deploy panel's words: the live check's reason, each mission's accessible name, and the
// guidance above the missions. Pure functions over a translator, so the panel and its parts (slot,
// hand, footer) say the same things the same way.
import type { Rank } from '@shared/spies-and-lies/types'
import type { LineupCheck } from './deploy-check'
import { SERGEANT_RANK } from './sides'
import { camel, soldierLabel, type Tr } from './text'

/** The numbers of a team seat's two missions ("keys 3 and 4"). */
export type MissionNumbers = { first: number; second: number }

/** The note written on a card: only the Sergeant breaks the order rule. */
export function cardBadge(tr: Tr, r: Rank): string | undefined {
  return r === SERGEANT_RANK ? tr.t('table.deploy.anywhere') : undefined
}

/** A card's name with the note written on it ("4 Sergeant, may stand anywhere"): all it shows. */
export function cardLabel(tr: Tr, r: Rank): string {
  const note = cardBadge(tr, r)
  return note ? `${soldierLabel(tr, r)}, ${note}` : soldierLabel(tr, r)
}

/** Why the line-up can or cannot go down yet. */
export function checkMessage(tr: Tr, c: LineupCheck, firstOfTeam: boolean): string {
  switch (c.kind) {
    case 'valid':
      return tr.t('table.deploy.valid')
    case 'order':
      return tr.t('table.deploy.badOrder', {
        first: soldierLabel(tr, c.first.rank),
        firstMission: c.first.mission + 1,
        second: soldierLabel(tr, c.second.rank),
        secondMission: c.second.mission + 1,
      })
    case 'stuck':
      // The first seat of a team: the pair itself is in order, but the partner could not finish.
      return firstOfTeam ? tr.t('table.team.deploy.partnerStuck') : tr.t('table.deploy.stuck')
    case 'incomplete':
      return tr.tn('table.deploy.missing', c.missing)
    case 'error':
      return tr.te(`table.deploy.error.${camel(c.code)}`) ? tr.t(`table.deploy.error.${camel(c.code)}`) : c.message
  }
  return ''
}

/** A mission's accessible name: what is on it, whether it breaks the order, what a click does. */
export function slotLabel(tr: Tr, s: { index: number; rank: Rank | null; bad: boolean; selected: Rank | null; fits: boolean }): string {
  const parts = [tr.t('table.mission.title', { n: s.index + 1 })]
  parts.push(s.rank === null ? tr.t('table.deploy.slotEmpty') : cardLabel(tr, s.rank))
  if (s.bad) parts.push(tr.t('table.deploy.slotBad'))
  if (s.selected !== null) {
    parts.push(tr.t(s.fits ? 'table.deploy.slotPlaceFits' : 'table.deploy.slotPlaceNoFit', { soldier: soldierLabel(tr, s.selected) }))
  } else if (s.rank !== null) parts.push(tr.t('table.deploy.slotReturn'))
  return parts.join('. ')
}

/** How to deploy, or where the chosen soldier may go; a team seat is told its own two missions. */
export function howText(tr: Tr, chosen: Rank | null, team: MissionNumbers | null): string {
  if (!team) return chosen !== null ? tr.t('table.deploy.selected', { soldier: soldierLabel(tr, chosen) }) : tr.t('table.deploy.how')
  return chosen !== null ? tr.t('table.team.deploy.selected', { soldier: soldierLabel(tr, chosen), ...team }) : tr.t('table.team.deploy.how', team)
}
