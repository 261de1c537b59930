/**
 * Re-computes every draw of a lottery campaign from its public log (docs/decisions/0016-verifiable-lottery.md):
 *
 *   npm run lottery:verify -- https://example.com/api/ram/ddqbt/v1/lottery/fairness?actId=4
 *   npm run lottery:verify -- log.json
 *
 * The argument is the public fairness call's address or a file holding its answer (or just its
 * `data`). Checks the table's digest, the commitment against the revealed seed, the sequence
 * numbers and each draw's outcome with the stock rule; exits 1 and lists what fails otherwise.
 * Needs nothing of this site but the scheme (src/lib/lottery/fairness.ts).
 */
import { readFile } from 'node:fs/promises'

import { type FairnessLog, verifyLog } from '../src/lib/lottery/fairness'

async function readLog(source: string): Promise<FairnessLog> {
  const text = /^https?:\/\//.test(source) ? await (await fetch(source, { headers: { accept: 'application/json' } })).text() : await readFile(source, 'utf8')
  const body = JSON.parse(text) as { data?: FairnessLog } & Partial<FairnessLog>
  const log = (body.data ?? body) as FairnessLog
  if (!log || typeof log.commitment !== 'string' || !Array.isArray(log.draws)) throw new Error('this is not a lottery draw log (commitment, table, draws)')
  return log
}

async function main() {
  const source = process.argv[2]
  if (!source) {
    console.error('usage: npm run lottery:verify -- <fairness URL | log.json>')
    process.exit(2)
  }
  const log = await readLog(source)
  const result = await verifyLog(log)
  console.log(`scheme ${log.scheme}, campaign ${log.table.campaignId}, commitment ${log.commitment}`)
  if (!log.seed) console.log('the seed is not revealed yet (the campaign has not ended): nothing can be re-computed')
  // The page's own flag: a commitment made after the start proves nothing about the draws before it.
  if ((log as { committedBeforeStart?: boolean }).committedBeforeStart === false) console.log('WARNING: this commitment was made after the campaign started')
  for (const problem of result.problems) console.log(`FAIL ${JSON.stringify(problem)}`)
  console.log(result.ok ? `OK: ${result.checked} draws re-computed, every outcome as logged` : `FAILED: ${result.problems.length} problem(s) in ${result.checked} draws`)
  process.exit(result.ok ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
})
