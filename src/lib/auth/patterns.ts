/**
 * The other patterns of spec section 5 (whole value; empty never matches), free of zod so that
 * components on every page (the footer's contact email) can use them without loading it;
 * `validation.ts` builds its schemas on them. Email: something@host.tld without spaces (what a
 * browser's type=email accepts, less the rarities). Chinese: CJK unified ideographs only (basic
 * block and extension A, U+3400-U+9FFF), no punctuation or spaces.
 */
export const PATTERNS = {
  email: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
  chinese: /^[\u3400-\u9fff]+$/,
  digits: /^\d+$/,
  alphanumeric: /^[A-Za-z\d]+$/,
} as const

export const isEmail = (value: string) => PATTERNS.email.test(value)
export const isChinese = (value: string) => PATTERNS.chinese.test(value)
export const isDigits = (value: string) => PATTERNS.digits.test(value)
export const isAlphanumeric = (value: string) => PATTERNS.alphanumeric.test(value)
