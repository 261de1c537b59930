/** getStaticProps of the agreement and privacy pages (desktop and /m paths). */
import type { GetStaticProps } from 'next'

import { type LegalDocument, type LegalKind, legalPageLoader } from '../content/legal'
import { contentPageProps, type ContentPageProps } from './content-props'

export type LegalPageProps = ContentPageProps<LegalDocument> & { kind: LegalKind }

export function legalPageProps(kind: LegalKind, path: string, namespaces?: string[]): GetStaticProps<LegalPageProps> {
  return async (context) => {
    const result = await contentPageProps(context, legalPageLoader(kind, path), undefined, namespaces)
    return 'props' in result ? { ...result, props: { ...(await result.props), kind } } : result
  }
}
