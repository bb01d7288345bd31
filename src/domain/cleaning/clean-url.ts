import { isDomainName, isIPv4 } from './domain-name';

const WEB_URL = /^https?:\/\/(?!\/)(.*)$/is;
const BRACKETED_IPV6 = /^\[[^\]]+\](?::(\d*))?$/;
const MAX_LENGTH = 2084;

function isValidAuthority(authority: string): boolean {
  const at = authority.indexOf('@');
  const hostPort = at === -1 ? authority : authority.slice(at + 1);
  if (at !== -1) {
    const credentials = authority.slice(0, at).split(':');
    if (credentials.length > 2 || credentials.every((part) => part === '')) return false;
    if (hostPort.includes('@')) return false;
  }
  if (BRACKETED_IPV6.test(hostPort)) return true;
  const colon = hostPort.indexOf(':');
  const host = colon === -1 ? hostPort : hostPort.slice(0, colon);
  const port = colon === -1 ? '' : hostPort.slice(colon + 1);
  if (port !== '' && (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535)) {
    return false;
  }
  return isIPv4(host) || isDomainName(host);
}

function parses(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A valid URL has an explicit `http://` or `https://` prefix, names a real host (a domain with a
 * TLD, an IPv4 address or a bracketed IPv6 address, so `localhost` and bare words are refused, as in
 * validator.js's isURL), and parses as a WHATWG URL. Whitespace and angle brackets anywhere are
 * refused rather than percent-encoded, so the stored value is exactly what was typed.
 */
export function isValidWebUrl(value: string): boolean {
  if (value.length > MAX_LENGTH || /[\s<>]/.test(value)) return false;
  const rest = WEB_URL.exec(value)?.[1];
  if (rest === undefined) return false;
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  return isValidAuthority(authority) && parses(value);
}

/** SPEC 5 URL rule: trim; kept only if a valid URL with an explicit http or https protocol. */
export function cleanUrl(value: string): string {
  const url = value.trim();
  return isValidWebUrl(url) ? url : '';
}
