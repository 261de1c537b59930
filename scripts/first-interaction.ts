/**
 * What a visitor waits for on a slow phone: click → result visible (a sheet, a menu, a tab's
 * panel) on seven first interactions, in Debian's Chromium with the CPU slowed 4× (Lighthouse's
 * mobile factor), plus the click's Event Timing duration. scripts/lib/first-interaction.ts
 * explains the method. A measurement: the exit code is always 0.
 *
 *   npx tsx scripts/first-interaction.ts [baseUrl] [--json]
 *
 * baseUrl defaults to http://127.0.0.1:3400 (a running production server). FI_RUNS: runs per
 * case (default 3); FI_CASES: a comma-separated subset of case ids; FI_THROTTLE: CPU factor.
 */
import { CASE_IDS, formatTable, measureFirstInteractions } from './lib/first-interaction'

const args = process.argv.slice(2)
const json = args.includes('--json')
const baseUrl = args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:3400'
const runs = Number(process.env.FI_RUNS || 3)
const throttle = Number(process.env.FI_THROTTLE || 4)
const cases = process.env.FI_CASES ? process.env.FI_CASES.split(',').map((id) => id.trim()) : undefined

try {
  if (!json) console.log(`First interactions on ${baseUrl}: ${runs} run(s) per case, CPU ${throttle}× slower (cases: ${(cases ?? CASE_IDS).join(', ')})\n`)
  const results = await measureFirstInteractions(baseUrl, { runs, throttle, cases })
  console.log(json ? JSON.stringify(results, null, 2) : formatTable(results))
} catch (error) {
  console.error(`first-interaction: ${(error as Error).message}`)
}
