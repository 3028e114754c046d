// @vitest-environment happy-dom
// The sound effects: made with WebAudio on the spot, and silent when sound is off.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playSound } from '../../../src/renderer/src/sound'

/** A stand-in AudioContext that records the notes it is asked to play. */
class FakeContext {
  static notes: number[] = []
  state = 'running'
  currentTime = 0
  destination = {}
  createOscillator() {
    const param = { setValueAtTime: (v: number) => FakeContext.notes.push(v), exponentialRampToValueAtTime: () => undefined }
    return { type: 'sine', frequency: param, connect: (g: unknown) => g, start: () => undefined, stop: () => undefined }
  }
  createGain() {
    const gain = { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: () => undefined }
    return gain
  }
  resume() {
    return Promise.resolve()
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeContext.notes = []
})

describe('sound', () => {
  it('plays nothing when sound is off', () => {
    vi.stubGlobal('AudioContext', FakeContext)
    playSound('turn', false)
    expect(FakeContext.notes).toEqual([])
  })

  it('plays short synthesised effects when sound is on', () => {
    vi.stubGlobal('AudioContext', FakeContext)
    playSound('turn', true)
    expect(FakeContext.notes.length).toBeGreaterThan(0)
    const turn = FakeContext.notes.length
    playSound('infiltration', true)
    expect(FakeContext.notes.length).toBeGreaterThan(turn)
    playSound('reveal', true)
  })

  it('never throws without WebAudio', () => {
    vi.stubGlobal('AudioContext', undefined)
    expect(() => playSound('reveal', true)).not.toThrow()
  })
})
