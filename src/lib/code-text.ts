/** Codes marketers type and links carry (url codes, app ids, campaign and coupon codes): ASCII letters, digits, _ and -. */
export const codePattern = (max: number) => new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`)

export const isCode = (value: unknown, max: number): value is string => typeof value === 'string' && codePattern(max).test(value)
