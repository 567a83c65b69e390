import type { LinkedText } from '@/domain/labels/linkTag'

/**
 * A consent text whose policy words link to the policy page. The page opens in a new window so
 * that the form keeps what the visitor typed; without a policy page the words stay plain text.
 */
export function ConsentText({ parts, href, newWindow }: { parts: LinkedText; href: string | null; newWindow: string }) {
  if (!parts.link) return <>{parts.before}</>
  return (
    <>
      {parts.before}
      {href ? (
        <a href={href} target="_blank" rel="noopener">
          {parts.link}
          <span className="sr-only"> {newWindow}</span>
        </a>
      ) : (
        parts.link
      )}
      {parts.after}
    </>
  )
}
