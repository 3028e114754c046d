// Turns whatever a store call threw into a message key the player can read.
import type { ErrorCode } from '@shared/protocol'

export interface ErrorText {
  key: string
  params?: Record<string, string>
}

/** A failure that already knows what to tell the player. */
export class ShownError extends Error {
  constructor(readonly text: ErrorText) {
    super(text.key)
  }
}

const KNOWN: Partial<Record<ErrorCode | 'timeout' | 'offline' | 'unreachable' | 'refused', string>> = {
  timeout: 'timeout',
  offline: 'offline',
  unreachable: 'unreachable',
  refused: 'refused',
  'no-rejoin': 'noRejoin',
  'rejoin-refused': 'rejoinRefused',
  'wrong-recovery': 'wrongRecovery',
  'not-teammate': 'notTeammate',
  'unknown-room': 'unknownRoom',
  'seat-taken': 'seatTaken',
  'no-seat': 'seatTaken',
  'host-full': 'hostFull',
  'rate-limited': 'rateLimited',
  'bad-message': 'badMessage',
  'unknown-token': 'unknownToken',
  'server-error': 'serverError',
  'move-limit': 'moveLimit',
  'room-unreadable': 'roomUnreadable',
  'name-blank': 'nameBlank',
  'name-invalid': 'nameInvalid',
  'name-reserved': 'nameReserved',
}

/** `errors.<key>` in the start messages; unknown failures keep their own message. */
export function errorText(error: unknown): ErrorText {
  if (error instanceof ShownError) return error.text
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (typeof code === 'string' && code in KNOWN) return { key: `start.errors.${KNOWN[code as keyof typeof KNOWN]}` }
  const message = error instanceof Error ? error.message : String(error)
  return { key: 'start.errors.generic', params: { message: message.slice(0, 200) } }
}
