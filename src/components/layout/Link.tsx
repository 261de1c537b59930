import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * next/link without prefetching every link that scrolls into view: on a content page with dozens
 * of links that meant dozens of page chunks and data requests competing with the page's own load
 * on a phone. Links still prefetch on hover and touch, before the click.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
