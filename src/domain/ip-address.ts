import ipaddr from 'ipaddr.js';

// The organization's IP allow-list (SPEC 3 security.allowedIPs): each entry one address or a CIDR
// range, IPv4 or IPv6. ipaddr.js (the parser Fastify's proxy-addr trusts) does the bit work; IPv4
// is held to the dotted four-part form, so "10.1" or "0x7f.1" are refused rather than guessed.

export const IP_ENTRY_MESSAGE = 'Enter an IPv4 or IPv6 address, or a CIDR range such as 10.0.0.0/8';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

function strictAddress(text: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!text.includes(':') || !ipaddr.IPv6.isValid(text)) return null;
  const address = ipaddr.IPv6.parse(text);
  return address.zoneId === undefined ? address : null;
}

/** An address or range of the allow-list as [network, prefix length]; null when not one. */
export function parseIpRange(entry: string): [Address, number] | null {
  const text = entry.trim();
  const slash = text.indexOf('/');
  const address = strictAddress(slash === -1 ? text : text.slice(0, slash));
  if (!address) return null;
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (slash === -1) return [address, max];
  const bits = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return [address, Number(bits)];
}

export function isIpRange(entry: string): boolean {
  return parseIpRange(entry) !== null;
}

/** The address as it is compared: an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is its IPv4. */
function comparable(ip: string): Address | null {
  const address = strictAddress(ip.trim());
  if (address?.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address();
  }
  return address;
}

/** True when `ip` is one of the entries or falls in one of their ranges; never for an invalid ip. */
export function ipAllowed(ip: string, allowed: readonly string[]): boolean {
  const address = comparable(ip);
  if (!address) return false;
  return allowed.some((entry) => {
    const range = parseIpRange(entry);
    if (!range) return false;
    const [network, bits] = range;
    const mapped =
      network.kind() === 'ipv6' && (network as ipaddr.IPv6).isIPv4MappedAddress()
        ? ([(network as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)] as const)
        : ([network, bits] as const);
    return mapped[0].kind() === address.kind() && address.match(mapped[0], mapped[1]);
  });
}

/** The address as people read it (IPv4-mapped IPv6 shown as IPv4). */
export function displayIp(ip: string): string {
  return comparable(ip)?.toString() ?? ip;
}

export function networkRefusedMessage(ip: string): string {
  return `Access from your network (${displayIp(ip)}) is not allowed by your organization`;
}

export function selfLockoutMessage(ip: string): string {
  return `Your current address (${displayIp(ip)}) is not in the allowed list: saving this would lock you out. Add it (or a range that holds it) first`;
}
