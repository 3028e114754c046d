// Room codes: ROOM_CODE_LENGTH characters from ROOM_CODE_ALPHABET (no 0/O, 1/I/L).
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@shared/protocol'

export type RoomCodeProblem = 'empty' | 'characters' | 'length'
export type RoomCodeCheck = { ok: true; code: string } | { ok: false; problem: RoomCodeProblem; bad: string }

/** What the field shows as the player types: capitals, no spaces or dashes. */
export function normalizeRoomCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '')
}

export function checkRoomCode(input: string): RoomCodeCheck {
  const code = normalizeRoomCode(input)
  if (code === '') return { ok: false, problem: 'empty', bad: '' }
  const bad = [...new Set([...code].filter((c) => !ROOM_CODE_ALPHABET.includes(c)))].join(' ')
  if (bad) return { ok: false, problem: 'characters', bad }
  if (code.length !== ROOM_CODE_LENGTH) return { ok: false, problem: 'length', bad: '' }
  return { ok: true, code }
}
