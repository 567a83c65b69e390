import { barLayoutScript, normalizeBarLayoutHosts } from './barLayout'

/**
 * Goes in <head>: on the hosts listed in site settings (`barLayoutHosts`) it marks
 * `<html data-layout="bar">` before first paint, so the cached HTML every host shares is
 * shown with the slim bar and no shift. Renders nothing when no host is listed.
 * `<html>` needs `suppressHydrationWarning`: the attribute is set before React hydrates.
 */
export function BarLayoutScript({ hosts }: { hosts: string[] }) {
  const normalized = normalizeBarLayoutHosts(hosts)
  if (normalized.length === 0) return null
  return <script id="bar-layout" dangerouslySetInnerHTML={{ __html: barLayoutScript(normalized) }} />
}
