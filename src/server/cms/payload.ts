import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (getPayload caches it for pages and admin alike).
 * `cron: true` starts the jobs queue's timers (scheduled publishing, analytics retention) with the
 * first use in any process, not only after someone opens the admin; `jobs.shouldAutoRun` in
 * payload.config.ts keeps them off in builds, scripts and tests, and lets only one process of
 * the cluster run the queue (src/server/cms/jobs-runner.ts).
 */
export function cms(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
