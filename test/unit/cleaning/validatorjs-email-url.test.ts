import { describe, expect, it } from 'vitest';
import { cleanEmail } from '../../../src/domain/cleaning/clean-email';
import { cleanUrl } from '../../../src/domain/cleaning/clean-url';
import { loadValidatorBlocks, type ValidatorBlock } from './peer-vectors';

// Cases of validator.js's default-option blocks where our rule decides otherwise, on purpose.
const DEFAULT_DIFFERENCES: Readonly<Record<string, string>> = {
  '"foobar"@example.com': 'quoted local parts are refused (see isValidEmail)',
  '"  foo  m端ller "@example.com': 'quoted local parts are refused (see isValidEmail)',
  '"foo\\@bar"@example.com': 'quoted local parts are refused (see isValidEmail)',
  'foobar.com': 'SPEC 5: an explicit http or https protocol is required',
  'www.foobar.com': 'SPEC 5: an explicit http or https protocol is required',
  'foobar.com/': 'SPEC 5: an explicit http or https protocol is required',
  'valid.au': 'SPEC 5: an explicit http or https protocol is required',
  'test.com?ref=http://test2.com': 'SPEC 5: an explicit http or https protocol is required',
  'ｊａｖａｓｃｒｉｐｔ:alert(1)@example.com':
    'SPEC 5: an explicit http or https protocol is required',
  'ftp://www.foobar.com/': 'SPEC 5: only http and https',
  'ftp://example.com:': 'SPEC 5: only http and https',
  'http://www.foobar.com/\t': 'SPEC 5 trims first; the trimmed URL is valid',
};

// Blocks run with non-default options describe validators configured differently from our rule;
// each pins how many of its cases we decide otherwise, and why. A count that moves fails the test.
const OPTION_DIFFERENCES: Readonly<Record<string, readonly [number, string]>> = {
  'isEmail {"domain_specific_validation":true}': [3, 'no Gmail-specific local-part rules'],
  'isEmail {"allow_underscores":true}': [1, 'underscores in domains stay refused'],
  'isEmail {"allow_utf8_local_part":false}': [5, 'UTF-8 local parts allowed, quoted refused'],
  'isEmail {"allow_display_name":true}': [20, 'display names are not addresses'],
  'isEmail {"require_display_name":true}': [21, 'display names are not addresses'],
  'isEmail {"allow_ip_domain":true}': [2, 'IP-address domains stay refused'],
  'isEmail {"blacklisted_chars":"abc\\""}': [1, 'no character blacklist'],
  'isEmail {"ignore_max_length":false}': [0, 'same as default'],
  'isEmail {"ignore_max_length":true}': [2, 'length limits always apply'],
  'isEmail {"host_blacklist":["gmail.com","foo.bar.com"]}': [2, 'no host blacklist'],
  'isEmail {"host_blacklist":["bar.com","foo.com",{}]}': [3, 'no host blacklist'],
  'isEmail {"host_whitelist":["gmail.com","foo.bar.com"]}': [3, 'no host whitelist'],
  'isEmail {"host_whitelist":["bar.com","foo.com",{}]}': [3, 'no host whitelist'],
  'isURL {"require_tld":false,"require_valid_protocol":false}': [8, 'TLD and http(s) required'],
  'isURL {"require_tld":false,"require_protocol":true,"require_valid_protocol":false}': [
    3,
    'TLD and http(s) required',
  ],
  'isURL {"require_tld":false,"require_valid_protocol":false,"protocols":["custom","myscheme"]}': [
    2,
    'only http and https',
  ],
  'isURL {"protocols":["rtmp"]}': [3, 'only http and https'],
  'isURL {"protocols":["file"],"require_host":false,"require_tld":false}': [4, 'only http(s)'],
  'isURL {"protocols":["postgres"],"require_host":false}': [2, 'only http and https'],
  'isURL {"require_valid_protocol":false}': [3, 'only http and https'],
  'isURL {"allow_underscores":true}': [4, 'underscores in hosts stay refused'],
  'isURL {"require_tld":false}': [4, 'a TLD is required'],
  'isURL {"allow_trailing_dot":true,"require_tld":false}': [2, 'TLD required, no trailing dot'],
  'isURL {"protocols":["sftp"]}': [1, 'only http and https'],
  'isURL {"allow_protocol_relative_urls":true}': [2, 'an explicit protocol is required'],
  'isURL {"allow_fragments":false}': [2, 'fragments allowed, protocol required'],
  'isURL {"allow_query_components":false}': [3, 'queries allowed, protocol required'],
  'isURL {"require_protocol":true}': [0, 'same as ours'],
  'isURL {"allow_protocol_relative_urls":true,"require_protocol":true}': [0, 'same as ours'],
  'isURL {"disallow_auth":true}': [1, 'an explicit protocol is required'],
  'isURL {"disallow_auth":false}': [3, 'an explicit protocol is required'],
  'isURL {"validate_length":false}': [1, 'the 2084-character limit always applies'],
  'isURL {"max_allowed_length":20}': [2, 'the limit is 2084'],
  'isURL {"require_port":true}': [6, 'a port is optional'],
};

const blockKey = (block: ValidatorBlock) =>
  `${block.validator} ${block.args.map((arg) => JSON.stringify(arg)).join(' ')}`.trim();
const ruleOf = (block: ValidatorBlock) => (block.validator === 'isEmail' ? cleanEmail : cleanUrl);

function differingCases(block: ValidatorBlock): string[] {
  const rule = ruleOf(block);
  return [
    ...block.valid.filter((value) => rule(value) === ''),
    ...block.invalid.filter((value) => rule(value) !== ''),
  ];
}

describe('validator.js isEmail / isURL cases', () => {
  const blocks = loadValidatorBlocks();

  it('reads every block', () => {
    expect(blocks).toHaveLength(39);
  });

  it('agrees with every default-option case except the documented ones', () => {
    const differing = blocks.filter((block) => block.args.length === 0).flatMap(differingCases);
    expect(differing.sort()).toEqual(Object.keys(DEFAULT_DIFFERENCES).sort());
  });

  it('differs from option blocks only by the pinned, explained counts', () => {
    const counts = new Map<string, number>();
    for (const block of blocks.filter((b) => b.args.length > 0)) {
      counts.set(
        blockKey(block),
        (counts.get(blockKey(block)) ?? 0) + differingCases(block).length,
      );
    }
    const pinned = Object.fromEntries(
      Object.entries(OPTION_DIFFERENCES).map(([key, [count]]) => [key, count]),
    );
    expect(Object.fromEntries(counts)).toEqual(pinned);
  });

  it('returns each case cleaned or empty, idempotently, without throwing', () => {
    for (const block of blocks) {
      const rule = ruleOf(block);
      for (const value of [...block.valid, ...block.invalid]) {
        const clean = rule(value);
        const normalised =
          block.validator === 'isEmail' ? value.trim().toLowerCase() : value.trim();
        expect([normalised, '']).toContain(clean);
        expect(rule(clean)).toBe(clean);
      }
    }
  });
});
