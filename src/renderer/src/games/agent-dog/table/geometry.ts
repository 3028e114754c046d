// Where everything stands on the drawn board (an SVG in a 100 × 100 box centred on 0, 0): the 64
// track fields on a ring, moved round clockwise; each colour's goal lane running from its start field
// towards the middle; its start area just outside the ring behind its start field. The board is
// turned so that the viewer's start field is at the bottom. Field kinds come from the engine's board
// table (a corrected board is one edit there).
import type { GoalIndex, Place, Seat } from '@shared/agent-dog/types'
import { BOARD_GEOMETRY, FIELD_KIND, FieldKind, GOAL_LENGTH, SEATS_AND_COLOURS, TRACK } from '@engine/agent-dog/client'

export type FieldType = 'normal' | 'start' | 'hole' | 'meeting'

export interface Point {
  x: number
  y: number
}

export interface TrackField {
  track: number
  type: FieldType
  /** The colour whose start field this is. */
  owner: Seat | null
  at: Point
}

export interface GoalField {
  colour: Seat
  index: GoalIndex
  at: Point
}

export interface StartSlot {
  colour: Seat
  /** 0..3, the waiting agents fill the slots in order. */
  slot: number
  at: Point
}

export interface BoardLayout {
  /** The colour whose start field is at the bottom. */
  bottom: Seat
  viewBox: string
  trackRadius: number
  fieldRadius: number
  track: TrackField[]
  goals: GoalField[]
  startAreas: StartSlot[]
}

export const TRACK_RADIUS = 38
export const FIELD_RADIUS = 1.6
/** From one goal field to the next, towards the middle. */
export const GOAL_SPACING = 4.6
export const START_AREA_RADIUS = 45
/** Between two start-area slots, along their arc. */
const SLOT_SPACING = 4.2

const TYPE_OF_KIND: Readonly<Record<number, FieldType>> = {
  [FieldKind.Normal]: 'normal',
  [FieldKind.Start]: 'start',
  [FieldKind.Hole]: 'hole',
  [FieldKind.MeetingPoint]: 'meeting',
}

const round = (n: number): number => Math.round(n * 1000) / 1000

function polar(radius: number, angle: number): Point {
  return { x: round(radius * Math.cos(angle)), y: round(radius * Math.sin(angle)) }
}

/**
 * The angle of a track field in SVG terms (y grows downwards): the bottom's start field at π/2,
 * straight below the middle; one field further on is a step clockwise on screen (to the left of the
 * bottom).
 */
export function trackAngle(track: number, bottom: Seat): number {
  const offset = track - BOARD_GEOMETRY.START_FIELD[bottom]
  return Math.PI / 2 + (offset * 2 * Math.PI) / TRACK
}

/** The colour whose start field a track field is, or null. */
export function startOwner(track: number): Seat | null {
  return SEATS_AND_COLOURS.CLOCKWISE.find((c) => BOARD_GEOMETRY.START_FIELD[c] === track) ?? null
}

export function fieldType(track: number): FieldType {
  return TYPE_OF_KIND[FIELD_KIND[track] ?? FieldKind.Normal] ?? 'normal'
}

/** The whole board, turned so that `bottom`'s start field is at the bottom. */
export function boardLayout(bottom: Seat): BoardLayout {
  const track: TrackField[] = []
  for (let t = 0; t < TRACK; t++) track.push({ track: t, type: fieldType(t), owner: startOwner(t), at: polar(TRACK_RADIUS, trackAngle(t, bottom)) })
  const goals: GoalField[] = []
  const startAreas: StartSlot[] = []
  for (const colour of SEATS_AND_COLOURS.CLOCKWISE) {
    const angle = trackAngle(BOARD_GEOMETRY.START_FIELD[colour], bottom)
    for (let k = 1; k <= GOAL_LENGTH; k++) goals.push({ colour, index: k as GoalIndex, at: polar(TRACK_RADIUS - k * GOAL_SPACING, angle) })
    const step = SLOT_SPACING / START_AREA_RADIUS
    const slots = BOARD_GEOMETRY.START_AREA_CAPACITY
    for (let s = 0; s < slots; s++) startAreas.push({ colour, slot: s, at: polar(START_AREA_RADIUS, angle + (s - (slots - 1) / 2) * step) })
  }
  return { bottom, viewBox: '-50 -50 100 100', trackRadius: TRACK_RADIUS, fieldRadius: FIELD_RADIUS, track, goals, startAreas }
}

/** Where a field of the board is drawn. */
export function pointOf(layout: BoardLayout, place: Place): Point {
  if ('track' in place) return (layout.track[place.track] as TrackField).at
  const goal = layout.goals.find((g) => g.colour === place.goal && g.index === place.index)
  if (!goal) throw new Error(`no goal field ${place.goal} ${place.index}`)
  return goal.at
}

/** Where the n-th waiting agent of a colour is drawn. */
export function startSlotOf(layout: BoardLayout, colour: Seat, slot: number): Point {
  const found = layout.startAreas.find((s) => s.colour === colour && s.slot === slot)
  if (!found) throw new Error(`no start-area slot ${colour} ${slot}`)
  return found.at
}

/** Where a mark on the board is drawn, by place key: a field, or a start area (at its middle); null for no such place. */
export function markPoint(layout: BoardLayout, key: string): Point | null {
  const area = /^s-(red|blue|green|yellow)$/.exec(key)
  if (area) {
    const colour = area[1] as Seat
    const a = startSlotOf(layout, colour, 1)
    const b = startSlotOf(layout, colour, 2)
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
  }
  const t = /^t(\d+)$/.exec(key)
  if (t) return layout.track[Number(t[1])]?.at ?? null
  const g = /^g-(red|blue|green|yellow)-([1-4])$/.exec(key)
  if (g) return pointOf(layout, { goal: g[1] as Seat, index: Number(g[2]) as 1 | 2 | 3 | 4 })
  return null
}

/** A short key for a place: 't12', 'g-red-2', or 's-red' for a start area. */
export function placeKey(place: Place | { startArea: Seat }): string {
  if ('startArea' in place) return `s-${place.startArea}`
  return 'track' in place ? `t${place.track}` : `g-${place.goal}-${place.index}`
}

export function samePlace(a: Place, b: Place): boolean {
  return placeKey(a) === placeKey(b)
}
