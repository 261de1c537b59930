/**
 * Risk codes (spec sections 3 and 8): the code a login answers for an account under a risk level,
 * its scene, and how the seller may verify before a session starts. The spec names the codes, the
 * scenes and the verification modes, not what the product does with them; what we chose:
 *  - every scene but freeze_high_level asks for one verification before the session: an SMS code
 *    to the account's phone (`message`), a scan with the bound WeChat (`qrCode`) or the password
 *    (`password`), but never the proof the login itself used (a WeChat login is not verified by
 *    the same WeChat, a password login not by the same password);
 *  - freeze_medium_level accepts only the SMS code (a stolen WeChat alone is not enough);
 *  - freeze_high_level refuses the login: the seller contacts customer service;
 *  - anomalous_low_level (one odd login) clears itself after one successful verification; the
 *    others stay until an admin clears them.
 */
export const RISK_CODES = [90001, 90002, 90003, 90004, 90005, 90006, 90007, 90008, 70001, 70002] as const
export type RiskCode = (typeof RISK_CODES)[number]

export type RiskScene =
  | 'reset_low_level'
  | 'reset_high_level'
  | 'freeze_low_level'
  | 'freeze_medium_level'
  | 'freeze_high_level'
  | 'anomalous_low_level'
  | 'remove_low_level'
  | 'remove_high_level'

export type VerifyMode = 'message' | 'qrCode' | 'password'

const SCENES: Record<RiskCode, RiskScene> = {
  90001: 'reset_low_level',
  90005: 'reset_low_level',
  90002: 'freeze_low_level',
  90006: 'freeze_low_level',
  90003: 'freeze_medium_level',
  90007: 'freeze_medium_level',
  90004: 'freeze_high_level',
  90008: 'freeze_high_level',
  70001: 'anomalous_low_level',
  70002: 'remove_low_level',
}

export function isRiskCode(value: unknown): value is RiskCode {
  return RISK_CODES.includes(Number(value) as RiskCode) && String(Number(value)) === String(value)
}

export function riskScene(code: RiskCode): RiskScene {
  return SCENES[code]
}

/** How the login that met the risk level was made: its own proof is no verification. */
export type LoginVia = 'password' | 'sms' | 'wechat' | 'passport'

/**
 * How a seller under this code may verify; empty: the login is refused. `qrCode` needs a bound
 * WeChat, `password` a password set; neither is offered when it is what the login just used.
 */
export function verifyModes(code: RiskCode, account: { wechatBound: boolean; passwordSet?: boolean; via?: LoginVia }): VerifyMode[] {
  const scene = SCENES[code]
  if (scene === 'freeze_high_level') return []
  if (scene === 'freeze_medium_level') return ['message']
  return [
    'message' as const,
    ...(account.wechatBound && account.via !== 'wechat' ? (['qrCode'] as const) : []),
    ...(account.passwordSet && account.via !== 'password' ? (['password'] as const) : []),
  ]
}

/** Whether one successful verification lifts the code. */
export const clearsAfterVerification = (code: RiskCode) => SCENES[code] === 'anomalous_low_level'
