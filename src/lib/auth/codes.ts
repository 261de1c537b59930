/**
 * Body codes of the user service (200 = success; spec section 8 names 10099, 30005 and
 * RESTRICT_LOGIN). Shared by the service and the sheets that switch on them.
 */
export const SERVICE_CODES = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooMany: 429,
  notConfigured: 501,
  wrongCredentials: 10001,
  codeInvalid: 10002,
  codeTooManyTries: 10003,
  phoneRegistered: 10004,
  captchaFailed: 10005,
  credentialInvalid: 10006,
  smsFailed: 10007,
  passwordNotSet: 10008,
  /** SMS codes are not sent to numbers of this country (not enabled, or no international template). */
  phoneCountry: 10009,
  /** Anti-bot signal (spec section 9): none or unreadable or used before (refresh the page); sealed to an old key (the page fetches the new one and sends again); a browser driven by a program. */
  botSignalMissing: 10010,
  botSignalStale: 10011,
  automationRefused: 10012,
  verifyOnPc: 10099,
  /** WeChat QR login (ours): the scan's state is not this browser's or has expired; declined; code refused; WeChat bound to another account; not the bound WeChat. */
  wechatState: 10101,
  wechatDeclined: 10102,
  wechatCode: 10103,
  wechatBoundElsewhere: 10104,
  wechatMismatch: 10105,
  /** Shop authorization (ours): Ozon refused the Client-Id + API key; the seller has the most shops allowed. */
  shopKeyRejected: 10201,
  shopLimit: 10202,
  /** Saved calculations (ours): the seller keeps the most calculations allowed. */
  calculationLimit: 10203,
  /** translate/translate (ours): the translation service failed. */
  translateFailed: 10301,
  promoteNotBound: 30005,
  /** Lottery (ours): the page opens the popup each names. */
  activityNotStarted: 40001,
  activityEnded: 40002,
  noChance: 40003,
  prizeShipped: 40004,
  /** QA community (ours): the post is no longer pending, so its author cannot change it. */
  postNotEditable: 50001,
  restricted: 'RESTRICT_LOGIN',
  /** A session write without the Control-T echo (anti-forgery). */
  forgery: 'FORGERY',
} as const
