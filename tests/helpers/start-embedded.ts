// Child process for tests: starts an embedded PostgreSQL, reports its postmaster PID, then
// waits to be killed (simulating an app that dies without shutting its database down).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { startEmbeddedPostgres } from '../../src/server/db/embedded'

const [dataDir, port] = process.argv.slice(2)
const db = await startEmbeddedPostgres({ dataDir: dataDir as string, port: Number(port), database: 'app' })
const pid = readFileSync(path.join(dataDir as string, 'postmaster.pid'), 'utf8').split('\n')[0]
console.log(JSON.stringify({ ready: true, pid: Number(pid), url: db.url }))
setInterval(() => {}, 1000)
