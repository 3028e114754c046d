// How a turn notice is delivered: a notification plus the OS's nudge, and when the notification
// fails (macOS refuses an unsigned app's notifications with a 'failed' event) the Dock icon keeps
// bouncing instead, and later turns do not try again.
import { describe, expect, it } from 'vitest'
import { nudgeFor, TurnAlerts, type NotificationEvents, type Nudge } from '../../src/main/desktop/turn-alerts'

const NOTICE = { title: '  Your turn ', body: 'Day 2:\n deploy' }

function setup(platform: NodeJS.Platform, failOnShow: string | null = null) {
  const nudges: Nudge[] = []
  const warnings: string[] = []
  const shown: Array<{ text: { title: string; body: string }; on: NotificationEvents }> = []
  let focused = 0
  const alerts = new TurnAlerts({
    platform,
    notify: (text, on) => {
      shown.push({ text, on })
      if (failOnShow !== null) on.failed(failOnShow)
      return { id: shown.length }
    },
    nudge: (n) => nudges.push(n),
    focus: () => (focused += 1),
    warn: (m) => warnings.push(m),
  })
  return { alerts, nudges, warnings, shown, focused: () => focused }
}

describe('nudgeFor', () => {
  it.each([
    ['darwin', 'shown', { kind: 'bounce', type: 'informational' }],
    ['darwin', 'failed', { kind: 'bounce', type: 'critical' }],
    ['win32', 'shown', { kind: 'flash' }],
    ['win32', 'failed', { kind: 'flash' }],
    ['linux', 'shown', { kind: 'flash' }],
    ['linux', 'failed', { kind: 'flash' }],
  ] as const)('%s, notification %s: %o', (platform, outcome, nudge) => {
    expect(nudgeFor(platform, outcome)).toEqual(nudge)
  })
})

describe('TurnAlerts', () => {
  it('shows the tidied notice with a bounce of the Dock icon, and a click brings the window forward', () => {
    const t = setup('darwin')
    t.alerts.alert(NOTICE)
    expect(t.shown.map((s) => s.text)).toEqual([{ title: 'Your turn', body: 'Day 2: deploy' }])
    expect(t.nudges).toEqual([{ kind: 'bounce', type: 'informational' }])
    t.shown[0]?.on.click()
    expect(t.focused()).toBe(1)
    expect(t.alerts.liveCount).toBe(1)
    t.shown[0]?.on.closed()
    expect(t.alerts.liveCount).toBe(0)
  })

  it("macOS: a 'failed' notification falls back to the Dock icon bouncing until the player comes back", () => {
    const t = setup('darwin')
    t.alerts.alert(NOTICE)
    t.shown[0]?.on.failed('Notifications are not allowed for this application')
    expect(t.nudges).toEqual([
      { kind: 'bounce', type: 'informational' },
      { kind: 'bounce', type: 'critical' },
    ])
    expect(t.alerts.liveCount).toBe(0)
    expect(t.warnings).toHaveLength(1)
    expect(t.warnings[0]).toContain('Notifications are not allowed')
    // The next turn does not try a notification again: it bounces at once.
    t.alerts.alert(NOTICE)
    expect(t.shown).toHaveLength(1)
    expect(t.nudges.at(-1)).toEqual({ kind: 'bounce', type: 'critical' })
    expect(t.warnings).toHaveLength(1)
  })

  it('a failure reported from inside show() leaves nothing referenced', () => {
    const t = setup('darwin', 'not signed')
    t.alerts.alert(NOTICE)
    expect(t.alerts.liveCount).toBe(0)
    expect(t.nudges).toEqual([
      { kind: 'bounce', type: 'informational' },
      { kind: 'bounce', type: 'critical' },
    ])
  })

  it('Windows: the taskbar button flashes; after a failure the next turn tries the notification again, warned once', () => {
    const t = setup('win32')
    t.alerts.alert(NOTICE)
    t.shown[0]?.on.failed('toast failed')
    t.alerts.alert(NOTICE)
    t.shown[1]?.on.failed('toast failed')
    expect(t.shown).toHaveLength(2)
    expect(t.nudges.every((n) => n.kind === 'flash')).toBe(true)
    expect(t.warnings).toHaveLength(1)
    expect(t.alerts.liveCount).toBe(0)
  })
})
