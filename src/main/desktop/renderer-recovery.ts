// What to do when the window's page crashes or hangs (issue 23, point 2). The games live in the
// host, in the main process, and the page resumes its game by token when it loads again, so a
// reload loses nothing; without one the player is left with a blank or frozen window.
// electron-recovery.ts feeds Electron's events in and carries the steps out.

/** Electron's RenderProcessGoneDetails, as far as this needs it. */
export interface GoneDetails {
  reason: string
  exitCode: number
}

export type Trouble = 'crashed' | 'hung'
export type Answer = 'reload' | 'quit' | 'wait' | 'dismissed'

export type RecoveryStep =
  | { do: 'nothing' }
  /** Load the page again. */
  | { do: 'reload' }
  /** Ask Reload / Quit (and Wait, when hung), closing any question still open. */
  | { do: 'ask'; trouble: Trouble }
  /** The page answers again: close the open hang question. */
  | { do: 'close-question' }
  /** A hung page does not reload: end its process first (then reload). */
  | { do: 'kill-and-reload' }
  | { do: 'quit' }

/**
 * A crash reloads the page at once, unless a reload happened in the last minute (the page may
 * crash again as it loads): then the player is asked, so a page that cannot start is not
 * reloaded for ever.
 */
export const QUIET_RELOAD_GAP_MS = 60_000

export class RendererRecovery {
  private lastReloadAt = Number.NEGATIVE_INFINITY
  private asking: Trouble | null = null
  private killing = false

  constructor(
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  gone(details: GoneDetails): RecoveryStep {
    if (this.killing) {
      this.killing = false
      return this.reload()
    }
    this.log(`the window's page is gone (${details.reason}, exit code ${details.exitCode}); the games go on in the host`)
    // A page that ended normally is the window closing (or the app quitting): nothing to bring back.
    if (details.reason === 'clean-exit' || this.asking === 'crashed') return { do: 'nothing' }
    if (this.now() - this.lastReloadAt >= QUIET_RELOAD_GAP_MS) {
      this.asking = null
      this.log('reloading the page')
      return this.reload()
    }
    this.log('it went again soon after a reload: asking the player')
    this.asking = 'crashed'
    return { do: 'ask', trouble: 'crashed' }
  }

  unresponsive(): RecoveryStep {
    this.log("the window's page is not responding")
    if (this.asking !== null || this.killing) return { do: 'nothing' }
    this.asking = 'hung'
    return { do: 'ask', trouble: 'hung' }
  }

  responsive(): RecoveryStep {
    this.log("the window's page responds again")
    if (this.asking !== 'hung') return { do: 'nothing' }
    this.asking = null
    return { do: 'close-question' }
  }

  /** The player's answer to the question for `trouble` (dismissed: closed without one). */
  answer(trouble: Trouble, answer: Answer): RecoveryStep {
    // A stale answer: the question was closed or replaced by then.
    if (this.asking !== trouble) return { do: 'nothing' }
    this.asking = null
    this.log(`the player chose: ${answer}`)
    if (answer === 'quit') return { do: 'quit' }
    if (answer === 'reload') {
      if (trouble === 'crashed') return this.reload()
      this.killing = true
      return { do: 'kill-and-reload' }
    }
    return { do: 'nothing' }
  }

  private reload(): RecoveryStep {
    this.lastReloadAt = this.now()
    return { do: 'reload' }
  }
}
