// The games on the Start screen (name, short name, pitch, who plays, set-up choices), their seats'
// names and replay chapters, each from its own folder (i18n/game-faces.ts).
import { gameFaces } from '../../game-faces'
import type { MessageTree } from '../../languages'

export default gameFaces(import.meta.glob<{ default: MessageTree }>('../../../games/*/i18n/fr-start.ts', { eager: true }))
