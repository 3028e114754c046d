// The computer players' thread (see bots.ts): answers each BotJob with the chosen action, or the
// reason it could not decide. It holds no state between jobs: a job's view says everything.
import { parentPort } from 'node:worker_threads'
import { decideNow, type BotJob, type BotReply } from './bots'

const port = parentPort
if (port) {
  port.on('message', (job: BotJob) => {
    let reply: BotReply
    try {
      reply = { id: job.id, action: decideNow(job) }
    } catch (err) {
      reply = { id: job.id, error: err instanceof Error ? err.message : String(err) }
    }
    port.postMessage(reply)
  })
}
