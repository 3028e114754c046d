// The board as numbers, derived from T1: every location is one integer so that the move search can
// use flat arrays. Track fields first (0..63), then the goal fields colour by colour in seat order
// (red 1..4, blue 1..4, ...), which is also the order views list pieces in.
import { BOARD_GEOMETRY, SEATS } from './tables'
import type { GoalIndex, Loc, Place, Seat } from './types'

export const TRACK = BOARD_GEOMETRY.TRACK_LENGTH
export const GOAL_LENGTH = BOARD_GEOMETRY.GOAL_LENGTH
export const GOAL_BASE = TRACK
/** Track and goal fields together. */
export const LOCS = TRACK + SEATS.length * GOAL_LENGTH
export const START_AREA: Loc = -1

/** Track field kinds (T1). */
export const FieldKind = { Normal: 0, Start: 1, Hole: 2, MeetingPoint: 3 } as const

const COLOUR_INDEX: Readonly<Record<Seat, number>> = { red: SEATS.indexOf('red'), blue: SEATS.indexOf('blue'), green: SEATS.indexOf('green'), yellow: SEATS.indexOf('yellow') }

/** Colour index in clockwise seat order (red 0, blue 1, green 2, yellow 3). */
export const colourIndex = (c: Seat): number => COLOUR_INDEX[c]

/** START[c]: the start field of colour index c. */
export const START: readonly number[] = SEATS.map((c) => BOARD_GEOMETRY.START_FIELD[c])

function buildFieldKinds(): Uint8Array {
  const kinds = new Uint8Array(TRACK)
  for (const s of START) {
    kinds[s] = FieldKind.Start
    for (const o of BOARD_GEOMETRY.HOLE_OFFSETS) kinds[(s + o) % TRACK] = FieldKind.Hole
    for (const o of BOARD_GEOMETRY.MEETING_POINT_OFFSETS) kinds[(s + o) % TRACK] = FieldKind.MeetingPoint
  }
  return kinds
}

/** The kind of every track field. */
export const FIELD_KIND: Readonly<Uint8Array> = buildFieldKinds()

export const isTrack = (loc: Loc): boolean => loc >= 0 && loc < TRACK
export const isGoal = (loc: Loc): boolean => loc >= GOAL_BASE && loc < LOCS
export const isHole = (loc: Loc): boolean => isTrack(loc) && FIELD_KIND[loc] === FieldKind.Hole
export const isMeetingPoint = (loc: Loc): boolean => isTrack(loc) && FIELD_KIND[loc] === FieldKind.MeetingPoint

/** Goal field `index` (1..4) of colour index c. */
export const goalLoc = (c: number, index: number): Loc => GOAL_BASE + c * GOAL_LENGTH + index - 1
/** The colour index whose lane holds a goal location. */
export const goalColourOf = (loc: Loc): number => Math.floor((loc - GOAL_BASE) / GOAL_LENGTH)
export const goalIndexOf = (loc: Loc): number => ((loc - GOAL_BASE) % GOAL_LENGTH) + 1

export const trackAhead = (loc: Loc, n: number): Loc => (loc + n) % TRACK
export const trackBehind = (loc: Loc, n: number): Loc => (((loc - n) % TRACK) + TRACK) % TRACK

function buildPlaces(): readonly Place[] {
  const places: Place[] = []
  for (let i = 0; i < TRACK; i++) places.push(Object.freeze({ track: i }))
  SEATS.forEach((goal) => {
    for (let k = 1; k <= GOAL_LENGTH; k++) places.push(Object.freeze({ goal, index: k as GoalIndex }))
  })
  return Object.freeze(places)
}

/** One frozen Place per location, shared by every action and log entry that names it. */
const PLACES = buildPlaces()

export function placeOf(loc: Loc): Place {
  return PLACES[loc]
}

/** The location a Place names, or null when it names no field of this board. */
export function locOf(place: Place): Loc | null {
  if ('track' in place) {
    const t = place.track
    return Number.isInteger(t) && t >= 0 && t < TRACK ? t : null
  }
  const c = SEATS.indexOf(place.goal)
  const k = place.index
  return c >= 0 && Number.isInteger(k) && k >= 1 && k <= GOAL_LENGTH ? goalLoc(c, k) : null
}

/** The same step objects for every Partner action that takes that step (no allocation per action). */
const STEPS = PLACES.map((from) => Object.freeze({ from }))
const GOAL_STEPS = PLACES.map((from) => Object.freeze({ from, goal: true }))

export function stepFrom(loc: Loc, goal: boolean): { from: Place; goal?: boolean } {
  return goal ? GOAL_STEPS[loc] : STEPS[loc]
}
