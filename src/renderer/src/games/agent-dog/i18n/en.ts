// Agent DOG's table, log and rules in English (merged into the app's messages under agentDog).
import { rules } from './en-rules'
import { log, table } from './en-table'

export default { agentDog: { table, log, rules } }
