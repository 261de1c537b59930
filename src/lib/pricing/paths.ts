/** The plans and prices page (unprefixed; zh at the root, /en and /ru before it) and its phone twin. */
export const PRICING_PATH = '/pricing'
export const PRICING_PATHS = [PRICING_PATH, '/m/pricing'] as const
