// The Agent DOG engine's replay face: what the renderer's replay viewer loads (lazily) to replay a
// finished game with core/replay-cursor — its rules, never the computer player (test/engine/boundaries
// follows every import from here to make sure), so it stays small.
import { moduleRules } from './module-rules'
import type { ReplayRules } from '../core/replay-cursor'

export const replayRules: ReplayRules = moduleRules
