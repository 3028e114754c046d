// Tiny sound effects made on the spot with WebAudio: no audio files. The caller decides whether
// sound is on (settings.sound); without WebAudio (tests, old browsers) every call is a no-op.
export type SoundName = 'turn' | 'reveal' | 'infiltration'

interface Note {
  /** Frequency in Hz; a second value glides to it. */
  freq: number
  to?: number
  /** Start and length in seconds, from now. */
  at: number
  length: number
  type?: OscillatorType
  volume?: number
}

const SOUNDS: Readonly<Record<SoundName, readonly Note[]>> = {
  // Two soft rising notes: "your move".
  turn: [
    { freq: 660, at: 0, length: 0.12, type: 'sine', volume: 0.12 },
    { freq: 880, at: 0.11, length: 0.18, type: 'sine', volume: 0.12 },
  ],
  // A quick card flick: a short noisy swish made with a fast falling triangle.
  reveal: [
    { freq: 1400, to: 500, at: 0, length: 0.09, type: 'triangle', volume: 0.1 },
    { freq: 420, at: 0.07, length: 0.08, type: 'sine', volume: 0.08 },
  ],
  // A little fanfare for an infiltration.
  infiltration: [
    { freq: 523.25, at: 0, length: 0.13, type: 'square', volume: 0.05 },
    { freq: 659.25, at: 0.12, length: 0.13, type: 'square', volume: 0.05 },
    { freq: 783.99, at: 0.24, length: 0.13, type: 'square', volume: 0.05 },
    { freq: 1046.5, at: 0.36, length: 0.32, type: 'square', volume: 0.05 },
  ],
}

type AudioContextClass = typeof AudioContext
let context: AudioContext | null = null

function audio(): AudioContext | null {
  if (typeof window === 'undefined') return null
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }
  const Ctor = w.AudioContext ?? w.webkitAudioContext
  if (!Ctor) return null
  try {
    context ??= new Ctor()
  } catch {
    return null
  }
  // Browsers start a context suspended until the page has been interacted with.
  if (context.state === 'suspended') void context.resume().catch(() => undefined)
  return context
}

/** Plays one effect if `enabled`; never throws. */
export function playSound(name: SoundName, enabled: boolean): void {
  if (!enabled) return
  const ctx = audio()
  if (!ctx) return
  try {
    const now = ctx.currentTime
    for (const note of SOUNDS[name]) {
      const osc = ctx.createOscillator()
      const gain = ctx.createGain()
      osc.type = note.type ?? 'sine'
      const start = now + note.at
      const end = start + note.length
      osc.frequency.setValueAtTime(note.freq, start)
      if (note.to) osc.frequency.exponentialRampToValueAtTime(note.to, end)
      // A short attack and an exponential release, so nothing clicks.
      gain.gain.setValueAtTime(0.0001, start)
      gain.gain.exponentialRampToValueAtTime(note.volume ?? 0.1, start + 0.012)
      gain.gain.exponentialRampToValueAtTime(0.0001, end)
      osc.connect(gain).connect(ctx.destination)
      osc.start(start)
      osc.stop(end + 0.02)
    }
  } catch {
    // Sound is a nicety; never let it break the table.
  }
}
