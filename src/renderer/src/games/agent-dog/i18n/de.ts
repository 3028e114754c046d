// Agent DOG's table, log and rules in German (merged into the app's messages under agentDog).
import { rules } from './de-rules'
import { log, table } from './de-table'

export default { agentDog: { table, log, rules } }
