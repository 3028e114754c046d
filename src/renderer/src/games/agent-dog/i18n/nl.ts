// Agent DOG's table, log and rules in Dutch (merged into the app's messages under agentDog).
import { rules } from './nl-rules'
import { log, table } from './nl-table'

export default { agentDog: { table, log, rules } }
