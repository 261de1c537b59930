/** The calculator's pages (unprefixed; zh at the root, /en and /ru before them). */
export const CALCULATOR_PATH = '/calculator'
export const CALCULATOR_PATHS = [CALCULATOR_PATH, '/m/calculator'] as const
