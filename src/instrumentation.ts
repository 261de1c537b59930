/**
 * Runs once when the server starts: a half-configured Tencent SMS or captcha stops the start with
 * the names of the missing variables, instead of failing the first seller who asks for a code.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ tencentSmsConfigFromEnv }, { tencentCaptchaConfigFromEnv }] = await Promise.all([
    import('./server/providers/sms/tencent'),
    import('./server/providers/captcha/tencent'),
  ])
  tencentSmsConfigFromEnv(process.env)
  tencentCaptchaConfigFromEnv(process.env)
}
