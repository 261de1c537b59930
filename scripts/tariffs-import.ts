/**
 * npm run tariffs:import -- --date YYYY-MM-DD --title TITLE [--commissions FILE.csv] [--carriers FILE.csv] [--lang zh|en|ru]
 * The admin's "Import Ozon's tables" from the command line: the same checks, the same DRAFT version
 * (src/server/calculator/import-draft.ts; columns in docs/operations.md). Nothing is written when a
 * row is wrong: every problem is printed, in --lang (default en). Runs under scripts/with-db.ts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { createLocalReq, getLocalI18n } from 'payload'

import { isLocale, type Locale } from '../src/lib/i18n/locales'
import { describeProblem, type TableFile } from '../src/server/calculator/import'
import { importTariffDraft } from '../src/server/calculator/import-draft'
import { withPayload } from '../src/server/db/prepare'
import { runMain } from './lib/run-main'

const USAGE = 'Usage: npm run tariffs:import -- --date YYYY-MM-DD --title TITLE [--commissions FILE.csv] [--carriers FILE.csv] [--lang zh|en|ru]'

const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD || process.cwd(), file)
const tableFile = (file: string | undefined): TableFile | null => (file ? { name: path.basename(file), bytes: new Uint8Array(readFileSync(fromCaller(file))) } : null)

async function main(): Promise<number> {
  let options: { date?: string; title?: string; commissions?: string; carriers?: string; lang?: string }
  try {
    options = parseArgs({ options: { date: { type: 'string' }, title: { type: 'string' }, commissions: { type: 'string' }, carriers: { type: 'string' }, lang: { type: 'string' } } }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  if (!options.date || !options.title || (!options.commissions && !options.carriers)) {
    console.error(USAGE)
    return 2
  }
  const language: Locale = isLocale(options.lang) ? options.lang : 'en'
  let commissions: TableFile | null
  let carriers: TableFile | null
  try {
    commissions = tableFile(options.commissions)
    carriers = tableFile(options.carriers)
  } catch (error) {
    console.error(`Cannot read the file: ${(error as Error).message}`)
    return 2
  }
  return withPayload(async (payload) => {
    const i18n = await getLocalI18n({ config: payload.config, language })
    const req = await createLocalReq({ req: { i18n, t: i18n.t } }, payload)
    // An operator with the database at hand: no CMS user, full access (as the seed).
    const outcome = await importTariffDraft(req, { title: options.title!, effectiveFrom: options.date!, commissions, carriers }, { overrideAccess: true })
    if (!outcome.ok) {
      console.error('Nothing imported. Fix these and run again:')
      for (const problem of outcome.problems) console.error(`  ${describeProblem(problem, language)}`)
      return 1
    }
    console.log(`Draft tariff version ${outcome.id} created: /admin/collections/tariff-versions/${outcome.id}`)
    for (const note of outcome.notes) console.log(`  ${note[language]}`)
    return 0
  })
}

runMain(main)
