// Agent DOG's table, log and rules in French (merged into the app's messages under agentDog).
import { rules } from './fr-rules'
import { log, table } from './fr-table'

export default { agentDog: { table, log, rules } }
