/**
 * IP addresses and CIDR ranges as plain numbers, for deciding which hops of a request are our
 * own proxies. Pure (no `node:net`) so the client-address rules stay unit-testable in the domain.
 */

/** An address as 16 bytes (IPv4 as IPv4-mapped IPv6), so one comparison serves both families. */
export type IpBytes = readonly number[]

export interface IpRange {
  bytes: IpBytes
  prefix: number
}

const ipv4Pattern = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/
const mappedPrefix = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]

function parseIpv4(text: string): number[] | null {
  const match = ipv4Pattern.exec(text)
  if (!match) return null
  const parts = match.slice(1).map(Number)
  return parts.every((part) => part <= 255) ? parts : null
}

function parseIpv6(text: string): number[] | null {
  const zoneless = text.split('%')[0] ?? ''
  const halves = zoneless.split('::')
  if (halves.length > 2) return null
  const groups = (half: string | undefined): number[] | null => {
    if (half === undefined || half === '') return []
    const out: number[] = []
    const pieces = half.split(':')
    for (const [index, piece] of pieces.entries()) {
      // A dotted IPv4 tail (`::ffff:192.0.2.1`) fills the last two groups.
      const v4 = index === pieces.length - 1 ? parseIpv4(piece) : null
      if (v4) out.push((v4[0] ?? 0) * 256 + (v4[1] ?? 0), (v4[2] ?? 0) * 256 + (v4[3] ?? 0))
      else if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(parseInt(piece, 16))
      else return null
    }
    return out
  }
  const head = groups(halves[0])
  const tail = halves.length === 2 ? groups(halves[1]) : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const all = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail]
  return all.flatMap((group) => [group >> 8, group & 0xff])
}

/** 16 bytes for an IPv4 or IPv6 address; null when the text is not one. */
export function parseIp(text: string): IpBytes | null {
  const trimmed = text.trim().replace(/^\[(.*)\]$/, '$1')
  const v4 = parseIpv4(trimmed)
  if (v4) return [...mappedPrefix, ...v4]
  return trimmed.includes(':') ? parseIpv6(trimmed) : null
}

function isMapped(bytes: IpBytes): boolean {
  return mappedPrefix.every((byte, index) => bytes[index] === byte)
}

/** The address as people write it: dotted for IPv4 (also when it came IPv4-mapped), else compressed-free IPv6. */
export function formatIp(bytes: IpBytes): string {
  if (isMapped(bytes)) return bytes.slice(12).join('.')
  const groups: string[] = []
  for (let index = 0; index < 16; index += 2) groups.push((((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0)).toString(16))
  return groups.join(':')
}

/** `10.0.0.0/8`, `2001:db8::/32` or a single address; null when malformed. */
export function parseRange(text: string): IpRange | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/')
  const bytes = parseIp(address)
  if (!bytes || rest.length > 0) return null
  const v4 = isMapped(bytes) && !address.includes(':')
  const max = v4 ? 32 : 128
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null
  const prefix = prefixText === undefined ? max : Number(prefixText)
  if (prefix > max) return null
  return { bytes, prefix: v4 ? prefix + 96 : prefix }
}

export function inRange(bytes: IpBytes, range: IpRange): boolean {
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const take = Math.min(8, range.prefix - bit)
    const mask = (0xff << (8 - take)) & 0xff
    if (((bytes[bit / 8] ?? 0) & mask) !== ((range.bytes[bit / 8] ?? 0) & mask)) return false
  }
  return true
}
