// Host-name checks shared by the email and URL rules, modelled on validator.js's isFQDN/isIP
// defaults (a TLD of two or more letters or an `xn--` label, labels of at most 63 characters without
// leading or trailing hyphens, no underscores, no full-width forms). Unlike isFQDN, which only
// refuses spaces in the TLD, no label may hold any Unicode space.
const TLD = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
const LABEL = /^[a-z\u00A1-\uFFFF0-9-]+$/i;
const FULL_WIDTH = /[\uFF01-\uFF5E]/;
const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function isDomainName(host: string): boolean {
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !TLD.test(tld) || /\s/.test(host)) return false;
  return labels.every(
    (label) =>
      label.length <= 63 &&
      LABEL.test(label) &&
      !FULL_WIDTH.test(label) &&
      !label.startsWith('-') &&
      !label.endsWith('-'),
  );
}

export function isIPv4(host: string): boolean {
  const parts = host.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
}
