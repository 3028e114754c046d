// The Agent DOG table, log and rules in the four languages, loaded with the table or the rules page
// (not on the first screen). Merged into the app's messages under agentDog.
import de from './de'
import en from './en'
import fr from './fr'
import nl from './nl'

export const MESSAGES = { en, nl, fr, de }
