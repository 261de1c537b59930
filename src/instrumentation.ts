/**
 * Runs once when the server starts: a half-configured Tencent SMS or captcha stops the start with
 * the names of the missing variables, instead of failing the first seller who asks for a code;
 * local providers against an operator's database stop it too (src/server/providers/startup-check.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ tencentSmsConfigFromEnv }, { tencentCaptchaConfigFromEnv }, { localProvidersRefusal }] = await Promise.all([
    import('./server/providers/sms/tencent'),
    import('./server/providers/captcha/tencent'),
    import('./server/providers/startup-check'),
  ])
  tencentSmsConfigFromEnv(process.env)
  tencentCaptchaConfigFromEnv(process.env)
  const refusal = localProvidersRefusal(process.env)
  if (refusal) {
    console.error(`[providers] ${refusal}`)
    process.exit(1)
  }
}
