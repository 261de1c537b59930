/**
 * Runs once when the server starts: a half-configured Tencent SMS or captcha stops the start with
 * the names of the missing variables, instead of failing the first seller who asks for a code;
 * local providers against an operator's database stop it too (src/server/providers/startup-check.ts);
 * so does a partial S3 media configuration (src/server/cms/s3-config.ts).
 * Then every request gets an id, a log line and its metrics (src/server/http/observe.ts).
 */
export async function register() {
  // The documented form: Next removes the branch from the Edge build (no Node APIs there).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkProvidersAtStartup } = await import('@/server/providers/startup-check')
    checkProvidersAtStartup(process.env)
    const { s3ConfigFromEnv } = await import('@/server/cms/s3-config')
    s3ConfigFromEnv(process.env)
    const { observeHttp } = await import('@/server/http/observe')
    const { collectProcessMetrics } = await import('@/server/platform/metrics')
    observeHttp()
    collectProcessMetrics()
  }
}
