// A request the host refuses: answered to its sender with an `error` of this code; nothing changed.
import type { ErrorCode } from '../../shared/protocol'

export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly rule?: string,
  ) {
    super(message)
  }
}
