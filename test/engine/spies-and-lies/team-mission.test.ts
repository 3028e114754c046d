// Team play (two against two), rule by rule: the missions, each guess, Deception and choice made by
// the seat that faces or owns the mission, and a game won or drawn by both seats of a side. Each
// test is named after the sentence of the rules it checks (engine-api.md "Spies & Lies, two against
// two", the rulebook's "Team play").
import { describe, expect, it } from 'vitest'
import { game, legalActions, type Seat, type TeamSeat } from '../../../src/engine/spies-and-lies'
import { expectRuleError, type Lineup } from './helpers'
import {
  BLUE,
  RED,
  TEAM_SEATS,
  newTeamGame,
  play,
  startTeamDay,
  teamGuess,
  teamHit,
  teamMiss,
  teamTarget,
  tview,
} from './team-helpers'

describe('Team play: missions', () => {
  it("the guess on an enemy mission by the seat facing it (red1 guesses blue's missions 1–2, red2 blue's 3–4)", () => {
    let s = startTeamDay(newTeamGame(), RED, BLUE)
    const guessers: TeamSeat[] = []
    for (let i = 0; i < 8; i++) {
      const t = teamTarget(s)
      // Only the guesser may guess; every other seat is refused.
      if (tview(s, t.defender).prompt?.type === 'deceive') s = play(s, t.defender, { type: 'deceive', play: false })
      for (const seat of TEAM_SEATS) {
        if (seat === t.guesser) expect(tview(s, seat).prompt).toEqual({ type: 'guess', mission: t.mission })
        else expectRuleError(() => play(s, seat, { type: 'guess', rank: 1 }), 'not-your-turn')
      }
      guessers.push(t.guesser)
      s = teamGuess(s, t.card)
    }
    // Red starts day 1: red guesses blue's mission 1, then blue red's mission 1, and so on.
    expect(guessers).toEqual(['red1', 'blue1', 'red1', 'blue1', 'red2', 'blue2', 'red2', 'blue2'])
    const logged = s.log.filter((e) => e.type === 'guess').map((e) => [e.seat, e.mission, e.by])
    expect(logged).toEqual([
      ['red', 0, 'red1'],
      ['blue', 0, 'blue1'],
      ['red', 1, 'red1'],
      ['blue', 1, 'blue1'],
      ['red', 2, 'red2'],
      ['blue', 2, 'blue2'],
      ['red', 3, 'red2'],
      ['blue', 3, 'blue2'],
    ])
  })

  it('Deception by the owner of the mission about to be guessed', () => {
    let s = startTeamDay(newTeamGame(), RED, BLUE)
    s = teamHit(s)
    expect(teamTarget(s)).toMatchObject({ guesser: 'blue1', defender: 'red1', mission: 0 })
    expect(tview(s, 'red1').prompt).toEqual({ type: 'deceive', mission: 0 })
    expect(tview(s).toAct).toEqual(['red1'])
    expectRuleError(() => play(s, 'red2', { type: 'deceive', play: true }), 'not-your-turn')
    expectRuleError(() => play(s, 'blue1', { type: 'guess', rank: 1 }), 'not-your-turn')
    // The entry names the move it was (issue 34, point 2): every move of the day so far counted.
    const at = s.teams?.moves ?? -1
    expect(at).toBeGreaterThanOrEqual(8)
    s = play(s, 'red1', { type: 'deceive', play: true })
    expect(s.log[s.log.length - 1]).toEqual({ type: 'deceive', seat: 'red', mission: 0, play: true, by: 'red1', move: at })
    expect(s.teams?.moves).toBe(at + 1)
  })

  it("the Marshal's and the Captain's choices by the owner of that mission", () => {
    // Red: Captain on mission 2 (red1's), Marshal on mission 4 (red2's); red's 9 exhausted.
    let s = startTeamDay(newTeamGame({ exhausted: { red: 9, blue: 10 } }), [1, 6, 8, 10], [1, 2, 3, 5])
    s = teamHit(teamHit(teamHit(s))) // t0, t1, t2
    s = teamMiss(s) // t3: blue1 misses red's Captain
    expect(tview(s, 'red1').prompt).toEqual({ type: 'captain', copy: [9] })
    expect(tview(s).toAct).toEqual(['red1'])
    expectRuleError(() => play(s, 'red2', { type: 'captain', choice: 'six' }), 'not-your-turn')
    const captainAt = s.teams?.moves
    s = play(s, 'red1', { type: 'captain', choice: 'six' })
    expect(s.log.find((e) => e.type === 'captain')).toEqual({ type: 'captain', seat: 'red', choice: 'six', by: 'red1', move: captainAt })
    s = teamHit(teamHit(teamHit(s))) // t4, t5, t6
    s = teamMiss(s) // t7: blue2 misses red's Marshal
    expect(tview(s, 'red2').prompt).toEqual({ type: 'marshal' })
    expect(tview(s).toAct).toEqual(['red2'])
    expectRuleError(() => play(s, 'red1', { type: 'marshal', choice: 'ten' }), 'not-your-turn')
    const marshalAt = s.teams?.moves
    s = play(s, 'red2', { type: 'marshal', choice: 'sabotage' })
    expect(s.log.find((e) => e.type === 'marshal')).toEqual({ type: 'marshal', seat: 'red', choice: 'sabotage', by: 'red2', move: marshalAt })
    expect(marshalAt).toBeGreaterThan(captainAt ?? Infinity)
  })

  it('the game is won by both seats of a side: view and module give the winning seats, the log the side', () => {
    // Short track (wall 1): red's Lieutenant puts the Double Agent on blue's wall, its General takes the flag.
    let s = startTeamDay(newTeamGame({ wall: 1 }), [1, 2, 5, 9], BLUE)
    for (let i = 0; i < 5; i++) s = teamHit(s)
    s = teamMiss(s) // t5: blue2 misses red's Lieutenant
    expect(s.doubleAgent).toBe(1)
    s = teamHit(s)
    s = teamMiss(s) // t7: blue2 misses red's General
    expect(s.phase).toBe('over')
    for (const seat of [...TEAM_SEATS, null]) expect(tview(s, seat).winner).toEqual(['red1', 'red2'])
    expect(game.winner(s)).toEqual(['red1', 'red2'])
    expect(s.log[s.log.length - 1]).toEqual({ type: 'end', winner: 'red', reason: 'flag' })
    for (const seat of TEAM_SEATS) expect(legalActions(s, seat)).toEqual([])
    expectRuleError(() => play(s, 'blue1', { type: 'guess', rank: 1 }), 'game-over')
  })

  it('a drawn team game: winner "draw" for every seat', () => {
    let s = newTeamGame()
    while (s.phase !== 'over') {
      if (s.phase === 'deploy') {
        const line = (side: Seat): Lineup => {
          const hand = (tview(s, side === 'red' ? 'red1' : 'blue1').hand ?? []).filter((r) => r !== 4)
          return [hand[0], hand[1], hand[2], hand[3]]
        }
        s = startTeamDay(s, line('red'), line('blue'))
      }
      s = teamHit(s)
    }
    expect(s.winner).toBe('draw')
    expect(game.winner(s)).toBe('draw')
    for (const seat of [...TEAM_SEATS, null]) expect(tview(s, seat).winner).toBe('draw')
  })
})
