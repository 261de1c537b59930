export type CaptchaAnswer = { ticket: string; randstr: string; userIp: string }
export interface CaptchaProvider { readonly name: string; verify(answer: CaptchaAnswer): Promise<boolean> }
