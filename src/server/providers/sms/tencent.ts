import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'

import { checkConfigured, readEnv, requireDigits, type Env } from '@/server/providers/tencent/env'
import { callTencentApi, redact, TencentApiError, type TencentResponse } from '@/server/providers/tencent/tc3'
import { SmsSendError, type SmsMessage, type SmsProvider, type SmsPurpose } from './types'

export type TencentSmsConfig = {
  secretId: string
  secretKey: string
  /** SmsSdkAppId, e.g. '1400000000'. */
  sdkAppId: string
  /** Approved signature name (签名内容). */
  signName: string
  /** Default template, with two parameters: {1} = code, {2} = validity in minutes. */
  templateId: string
  /** Per-purpose overrides of `templateId` (same two parameters). */
  templateIds?: Partial<Record<SmsPurpose, string>>
  /**
   * Numbers outside mainland China (Tencent's international SMS): its approved template (same two
   * parameters) and, optionally, its signature. Without a template such numbers get no code.
   */
  international?: { templateId: string; signName?: string }
  region: string
  timeoutMs?: number
}

export const TENCENT_SMS_HOST = 'sms.tencentcloudapi.com'
export const TENCENT_SMS_VERSION = '2021-01-11'
export const TENCENT_SMS_DEFAULT_REGION = 'ap-guangzhou'

const PURPOSE_VARS: Record<SmsPurpose, string> = {
  log: 'TENCENT_SMS_TEMPLATE_ID_LOG',
  res: 'TENCENT_SMS_TEMPLATE_ID_RES',
  reg: 'TENCENT_SMS_TEMPLATE_ID_REG',
}
const REQUIRED = ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'] as const
/** Any of these being set means SMS is meant to be on (the shared TENCENT_SECRET_* alone do not). */
const TRIGGERS = ['TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID', ...Object.values(PURPOSE_VARS), 'TENCENT_SMS_REGION', 'TENCENT_SMS_TEMPLATE_ID_INTL', 'TENCENT_SMS_SIGN_NAME_INTL']
const MAINLAND = /^\+861\d{10}$/

/**
 * Reads the Tencent SMS configuration. Returns null when no TENCENT_SMS_* variable is set;
 * throws an error naming the missing variables when it is only partially configured.
 */
export function tencentSmsConfigFromEnv(env: Env = process.env): TencentSmsConfig | null {
  if (!checkConfigured(env, 'Tencent SMS', TRIGGERS, REQUIRED)) return null
  const templateIds: Partial<Record<SmsPurpose, string>> = {}
  for (const [purpose, name] of Object.entries(PURPOSE_VARS) as [SmsPurpose, string][]) {
    if (readEnv(env, name)) templateIds[purpose] = requireDigits(env, name)
  }
  const region = readEnv(env, 'TENCENT_SMS_REGION') ?? TENCENT_SMS_DEFAULT_REGION
  const internationalSign = readEnv(env, 'TENCENT_SMS_SIGN_NAME_INTL')
  if (internationalSign && !readEnv(env, 'TENCENT_SMS_TEMPLATE_ID_INTL')) throw new Error('TENCENT_SMS_SIGN_NAME_INTL is set without TENCENT_SMS_TEMPLATE_ID_INTL')
  if (!/^[a-z]+(-[a-z0-9]+)+$/.test(region)) throw new Error('TENCENT_SMS_REGION must look like ap-guangzhou')
  return {
    secretId: readEnv(env, 'TENCENT_SECRET_ID')!,
    secretKey: readEnv(env, 'TENCENT_SECRET_KEY')!,
    sdkAppId: requireDigits(env, 'TENCENT_SMS_SDK_APP_ID'),
    signName: readEnv(env, 'TENCENT_SMS_SIGN_NAME')!,
    templateId: requireDigits(env, 'TENCENT_SMS_TEMPLATE_ID'),
    templateIds,
    ...(readEnv(env, 'TENCENT_SMS_TEMPLATE_ID_INTL') ? { international: { templateId: requireDigits(env, 'TENCENT_SMS_TEMPLATE_ID_INTL'), ...(internationalSign ? { signName: internationalSign } : {}) } } : {}),
    region,
  }
}

type SendStatus = { Code?: string; Message?: string }
type SendSmsResponse = TencentResponse & { SendStatusSet?: SendStatus[] }

/** SmsProvider backed by Tencent Cloud SMS SendSms (API 2021-01-11). Never logs; failures throw SmsSendError. */
export function createTencentSmsProvider(config: TencentSmsConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'tencent',
    reaches: (phone) => MAINLAND.test(phone) || (Boolean(config.international) && /^\+[1-9]\d{6,14}$/.test(phone)),
    async send(message: SmsMessage): Promise<void> {
      const { phone, code, purpose, minutes } = message
      const mainland = MAINLAND.test(phone)
      if (!mainland && !/^\+[1-9]\d{6,14}$/.test(phone)) throw new SmsSendError('Tencent SMS: phone must be in E.164', 'InvalidPhone')
      // Mainland: the domestic signature and the purpose's template. Elsewhere: the international template (signature optional there).
      const international = mainland ? null : config.international
      if (!mainland && !international) throw new SmsSendError('Tencent SMS: no international template (TENCENT_SMS_TEMPLATE_ID_INTL)', 'InternationalNotConfigured')
      if (!code) throw new SmsSendError('Tencent SMS: empty code', 'InvalidCode')
      if (!Number.isInteger(minutes) || minutes <= 0) throw new SmsSendError('Tencent SMS: minutes must be a positive integer', 'InvalidMinutes')

      // Provider messages may echo parameters back: keep the code and the number out of error texts.
      const national = parsePhoneNumberFromString(phone)?.nationalNumber
      const clean = (text: string) => redact(text, [code, phone, phone.slice(1), ...(national ? [national] : [])])
      let response: SendSmsResponse
      try {
        response = await callTencentApi<SendSmsResponse>({
          secretId: config.secretId,
          secretKey: config.secretKey,
          service: 'sms',
          host: TENCENT_SMS_HOST,
          action: 'SendSms',
          version: TENCENT_SMS_VERSION,
          region: config.region,
          payload: {
            PhoneNumberSet: [phone],
            SmsSdkAppId: config.sdkAppId,
            ...(international ? (international.signName ? { SignName: international.signName } : {}) : { SignName: config.signName }),
            TemplateId: international ? international.templateId : (config.templateIds?.[purpose] ?? config.templateId),
            TemplateParamSet: [code, String(minutes)],
          },
          fetchImpl,
          timeoutMs: config.timeoutMs,
        })
      } catch (error) {
        if (error instanceof TencentApiError) throw new SmsSendError(clean(error.message), error.code)
        throw new SmsSendError(clean(`Tencent SMS SendSms failed: ${error instanceof Error ? error.message : String(error)}`), 'UnknownError')
      }

      const status = Array.isArray(response.SendStatusSet) ? response.SendStatusSet[0] : undefined
      if (!status) throw new SmsSendError('Tencent SMS SendSms returned no SendStatusSet', 'InvalidResponse')
      if (status.Code !== 'Ok') {
        const providerCode = typeof status.Code === 'string' && status.Code ? status.Code : 'UnknownError'
        const detail = typeof status.Message === 'string' && status.Message ? `: ${status.Message}` : ''
        throw new SmsSendError(clean(`Tencent SMS rejected the message: ${providerCode}${detail}`), providerCode)
      }
    },
  }
}
