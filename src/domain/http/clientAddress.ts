/**
 * The client's address for per-address limits: the first hop the proxy in front recorded in
 * `x-forwarded-for`, else `x-real-ip`; 'unknown' when neither is there (those share one bucket).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
