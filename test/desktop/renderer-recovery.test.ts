import { describe, expect, it } from 'vitest'
import { QUIET_RELOAD_GAP_MS, RendererRecovery } from '../../src/main/desktop/renderer-recovery'

function setup() {
  let now = 1_000_000
  const logs: string[] = []
  const recovery = new RendererRecovery(() => now, (m) => logs.push(m))
  return { recovery, logs, advance: (ms: number) => (now += ms) }
}

const crash = { reason: 'crashed', exitCode: 139 }

describe('the page crashing', () => {
  it('reloads at once the first time, and logs why', () => {
    const { recovery, logs } = setup()
    expect(recovery.gone(crash)).toEqual({ do: 'reload' })
    expect(logs.join('\n')).toContain('crashed, exit code 139')
  })

  it('asks Reload / Quit when it goes again within a minute of a reload, not reloading for ever', () => {
    const { recovery, advance } = setup()
    recovery.gone(crash)
    advance(QUIET_RELOAD_GAP_MS - 1)
    expect(recovery.gone({ reason: 'oom', exitCode: 0 })).toEqual({ do: 'ask', trouble: 'crashed' })
    // The question is open: a third crash does not stack a second one.
    expect(recovery.gone(crash)).toEqual({ do: 'nothing' })
    expect(recovery.answer('crashed', 'reload')).toEqual({ do: 'reload' })
    expect(recovery.gone(crash)).toEqual({ do: 'ask', trouble: 'crashed' })
    expect(recovery.answer('crashed', 'quit')).toEqual({ do: 'quit' })
  })

  it('reloads quietly again once a minute has passed since the last reload', () => {
    const { recovery, advance } = setup()
    recovery.gone(crash)
    advance(QUIET_RELOAD_GAP_MS)
    expect(recovery.gone(crash)).toEqual({ do: 'reload' })
  })

  it('does nothing for a page that ended normally (the window closing)', () => {
    const { recovery } = setup()
    expect(recovery.gone({ reason: 'clean-exit', exitCode: 0 })).toEqual({ do: 'nothing' })
  })

  it('leaves the blank window when the question is closed without an answer (View › Reload remains)', () => {
    const { recovery } = setup()
    recovery.gone(crash)
    recovery.gone(crash)
    expect(recovery.answer('crashed', 'dismissed')).toEqual({ do: 'nothing' })
  })
})

describe('the page hanging', () => {
  it('asks Reload / Wait / Quit, and closes the question when the page answers again', () => {
    const { recovery } = setup()
    expect(recovery.unresponsive()).toEqual({ do: 'ask', trouble: 'hung' })
    expect(recovery.unresponsive()).toEqual({ do: 'nothing' })
    expect(recovery.responsive()).toEqual({ do: 'close-question' })
    // The closed question's late "dismissed" changes nothing.
    expect(recovery.answer('hung', 'dismissed')).toEqual({ do: 'nothing' })
    expect(recovery.responsive()).toEqual({ do: 'nothing' })
  })

  it('waits when asked to, and asks again at the next hang', () => {
    const { recovery } = setup()
    recovery.unresponsive()
    expect(recovery.answer('hung', 'wait')).toEqual({ do: 'nothing' })
    expect(recovery.unresponsive()).toEqual({ do: 'ask', trouble: 'hung' })
  })

  it('ends a hung page before reloading it, and reloads when its process is gone', () => {
    const { recovery, logs } = setup()
    recovery.unresponsive()
    expect(recovery.answer('hung', 'reload')).toEqual({ do: 'kill-and-reload' })
    const logged = logs.length
    expect(recovery.gone({ reason: 'killed', exitCode: 9 })).toEqual({ do: 'reload' })
    expect(logs.length).toBe(logged) // our own kill is not reported as a crash
  })

  it('a crash while the hang question is open replaces it', () => {
    const { recovery } = setup()
    recovery.unresponsive()
    expect(recovery.gone(crash)).toEqual({ do: 'reload' })
    expect(recovery.answer('hung', 'quit')).toEqual({ do: 'nothing' })
  })
})
