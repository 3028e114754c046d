// What each soldier does when activated (the opponent guessed wrong). One function per soldier,
// named as the rulebook names them; the points and spaces come from the SOLDIERS table.
import { RuleError } from './errors'
import { BOMB, DECEPTION, MARSHAL, SCORES, SOLDIERS, opponent, type SoldierInfo } from './tables'
import { addInfiltration, isOver, moveDoubleAgent, sabotage } from './scoring'
import { log, logDecision, missionIndexOf } from './state'
import type { GameState, Rank, Seat } from './types'

function scoreSoldier(s: GameState, owner: Seat, rank: Rank): void {
  const soldier = SOLDIERS[rank]
  addInfiltration(s, owner, soldier.ip, soldier.ability, soldier.ability === 'colonel')
}

/** The Spy earns a Deception token: a side holds at most two, and none come once the supply is empty. */
function gainDeceptionToken(s: GameState, owner: Seat): void {
  if (s.deception[owner] >= DECEPTION.maxHeld || s.deception.supply <= 0) return
  s.deception[owner] += 1
  s.deception.supply -= 1
  log(s, { type: 'deception-gained', seat: owner })
}

// The points come first and may win the game; nothing happens after that.

export function activateSpy(s: GameState, owner: Seat): void {
  scoreSoldier(s, owner, 1)
  if (isOver(s)) return
  gainDeceptionToken(s, owner)
  s.active[owner].spy = true
}

export function activateScout(s: GameState, owner: Seat): void {
  scoreSoldier(s, owner, 2)
  if (isOver(s)) return
  s.active[owner].scout = true
}

export function activateMiner(s: GameState, owner: Seat): void {
  scoreSoldier(s, owner, 3)
  if (isOver(s)) return
  s.active[owner].miner = true
}

export function activateSergeant(s: GameState, owner: Seat): void {
  scoreSoldier(s, owner, 4)
}

export function activateLieutenant(s: GameState, owner: Seat): void {
  moveDoubleAgent(s, owner, SOLDIERS[5].agent)
}

export function activateBomb(s: GameState, owner: Seat): void {
  s.active[owner].bomb = 'armed'
}

export function activateColonel(s: GameState, owner: Seat): void {
  scoreSoldier(s, owner, 8)
}

export function activateGeneral(s: GameState, owner: Seat): void {
  moveDoubleAgent(s, owner, SOLDIERS[9].agent)
}

/** The Marshal and the Captain wait for their owner's choice. */
function askMarshal(s: GameState): void {
  s.step = 'marshal'
}

function askCaptain(s: GameState): void {
  s.step = 'captain'
}

const ACTIVATE: Readonly<Record<SoldierInfo['ability'], (s: GameState, owner: Seat) => void>> = {
  spy: activateSpy,
  scout: activateScout,
  miner: activateMiner,
  sergeant: activateSergeant,
  lieutenant: activateLieutenant,
  captain: askCaptain,
  bomb: activateBomb,
  colonel: activateColonel,
  general: activateGeneral,
  marshal: askMarshal,
}

/** Resolves `rank`'s ability for its owner; the Marshal and Captain leave a choice pending. */
export function activate(s: GameState, owner: Seat, rank: Rank): void {
  ACTIVATE[SOLDIERS[rank].ability](s, owner)
}

export function awaitingChoice(s: GameState): boolean {
  return s.step === 'marshal' || s.step === 'captain'
}

/**
 * The Marshal: +10 IP (excess lost), or sabotage: +5 IP and the opponent loses 5 (not below 0).
 * (ruling) Sabotage scores its +5 first, which may win the game, and then takes the 5.
 */
export function activateMarshal(s: GameState, owner: Seat, choice: 'ten' | 'sabotage'): void {
  s.step = 'guess'
  logDecision(s, owner, { type: 'marshal', seat: owner, choice })
  if (choice === 'ten') {
    addInfiltration(s, owner, SCORES.marshalTen, 'marshal')
  } else {
    addInfiltration(s, owner, SCORES.marshalSabotage, 'marshal')
    sabotage(s, owner, SCORES.marshalSabotage)
  }
}

/**
 * The Captain: +6 IP, or use one of the owner's exhausted soldiers as if it had been activated.
 * (ruling) If the opponent's Spy is active a copied Marshal retreats at once and does nothing; if
 * the opponent's Miner is active a copied Bomb does likewise. The Captain still counts as
 * activated, so a Deception token on it scores.
 */
export function activateCaptain(s: GameState, owner: Seat, choice: 'six' | 'copy', rank?: Rank): void {
  if (choice === 'six') {
    s.step = 'guess'
    logDecision(s, owner, { type: 'captain', seat: owner, choice })
    addInfiltration(s, owner, SCORES.captainSix, 'captain')
    return
  }
  if (rank === undefined || !s.exhausted[owner].includes(rank)) {
    throw new RuleError('bad-choice', `the Captain can only copy one of your exhausted soldiers (${s.exhausted[owner].join(', ')})`)
  }
  s.step = 'guess'
  logDecision(s, owner, { type: 'captain', seat: owner, choice, rank })
  const enemy = s.active[opponent(owner)]
  if ((rank === MARSHAL && enemy.spy) || (rank === BOMB && enemy.miner)) {
    s.missions[owner][missionIndexOf(s)].retreated = true
    log(s, { type: 'retreat', seat: owner, mission: missionIndexOf(s), reason: rank === MARSHAL ? 'spy' : 'miner' })
    return
  }
  activate(s, owner, rank)
}
