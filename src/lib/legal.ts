/** The two legal texts (global "legal") and the unprefixed path of each one's page. */
export type LegalKind = 'agreement' | 'privacy'

export const LEGAL_PAGE_PATHS: Record<LegalKind, string> = { agreement: '/agreement', privacy: '/policy' }
