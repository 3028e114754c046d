// When to show "it's your turn": only while the window is in the background, only when the player
// wants notifications, and not again and again (a page that sends the event repeatedly, or several
// turns in quick succession, gives one notification).
import type { TurnNotice } from '../../shared/preload-api'

export interface TurnContext {
  windowFocused: boolean
  enabled: boolean
  supported: boolean
}

export class TurnNotifier {
  private last = Number.NEGATIVE_INFINITY

  constructor(
    private readonly minIntervalMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when a notification is to be shown now (and counts it as shown). */
  shouldNotify(context: TurnContext): boolean {
    if (!context.enabled || !context.supported || context.windowFocused) return false
    const now = this.now()
    if (now - this.last < this.minIntervalMs) return false
    this.last = now
    return true
  }

  /** The window came to the front: the next turn may notify at once. */
  reset(): void {
    this.last = Number.NEGATIVE_INFINITY
  }
}

/** The notice as shown: one line each, trimmed (the schema has already refused control characters). */
export function noticeText(notice: TurnNotice): TurnNotice {
  return { title: notice.title.replace(/\s+/g, ' ').trim(), body: notice.body.replace(/\s+/g, ' ').trim() }
}
