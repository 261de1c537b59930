import { linkify, UGC_LINK_REL } from '@/lib/community/text'

/**
 * Text sellers wrote, shown as text: React escapes every character, line breaks are kept by CSS
 * (white-space: pre-line on the container), and only http(s) addresses become links, marked as
 * user content that earns no ranking credit and opens without a handle on this page.
 */
export function PlainText({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  return (
    <p className={className} data-testid={testId}>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} rel={UGC_LINK_REL} target="_blank">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  )
}
