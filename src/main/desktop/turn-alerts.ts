// How "it's your turn" reaches a player whose window is in the background (turn-notifier.ts decides
// whether it should): the OS's own nudge (the Dock icon bounces once on macOS, the taskbar button
// flashes elsewhere) and a desktop notification. Since Electron 42, macOS notifications go through
// UNNotification, which delivers only to a code-signed app: an unsigned or ad-hoc signed build gets
// the notification's 'failed' event instead. Then the Dock icon bounces until the player comes
// back, and later turns go straight to that. The Electron glue (index.ts) supplies the ports.
import type { TurnNotice } from '../../shared/preload-api'
import { noticeText } from './turn-notifier'

export type Nudge = { kind: 'bounce'; type: 'informational' | 'critical' } | { kind: 'flash' }

/** The OS's nudge that goes with a notification, or stands in for one that failed. */
export function nudgeFor(platform: NodeJS.Platform, notification: 'shown' | 'failed'): Nudge {
  if (platform === 'darwin') return { kind: 'bounce', type: notification === 'failed' ? 'critical' : 'informational' }
  return { kind: 'flash' }
}

export interface NotificationEvents {
  click(): void
  closed(): void
  failed(error: string): void
}

export interface TurnAlertPorts {
  platform: NodeJS.Platform
  /** Creates and shows a native notification wired to `on`; returns it (kept referenced until it is done). */
  notify(text: TurnNotice, on: NotificationEvents): object
  nudge(nudge: Nudge): void
  /** Brings the window to the front (the notification was clicked). */
  focus(): void
  warn(message: string): void
}

export class TurnAlerts {
  /** Notifications on screen: a collected notification loses its click handler. */
  private readonly live = new Set<object>()
  private failures = 0

  constructor(private readonly ports: TurnAlertPorts) {}

  /** Notifications not yet closed or failed (kept referenced). */
  get liveCount(): number {
    return this.live.size
  }

  alert(notice: TurnNotice): void {
    const { platform } = this.ports
    // macOS refuses a build's notifications for as long as it runs (it is the signature).
    if (platform === 'darwin' && this.failures > 0) {
      this.ports.nudge(nudgeFor(platform, 'failed'))
      return
    }
    this.ports.nudge(nudgeFor(platform, 'shown'))
    let handle: object | null = null
    let done = false
    const finish = (): void => {
      done = true
      if (handle) this.live.delete(handle)
    }
    handle = this.ports.notify(noticeText(notice), {
      click: () => this.ports.focus(),
      closed: finish,
      failed: (error) => {
        finish()
        this.failed(error)
      },
    })
    // 'failed' may come from inside show(), before notify() returned.
    if (!done) this.live.add(handle)
  }

  private failed(error: string): void {
    this.failures += 1
    if (this.failures === 1) this.ports.warn(`a turn notification was not shown (${error}); ${this.ports.platform === 'darwin' ? 'the Dock icon bounces instead' : 'the taskbar button flashes instead'}`)
    this.ports.nudge(nudgeFor(this.ports.platform, 'failed'))
  }
}
