import { describe, expect, it } from 'vitest';
import {
  findDangerousContent,
  hasDangerousContent,
} from '../../../src/domain/cleaning/dangerous-content';

describe('findDangerousContent (SPEC 5 dangerous-content check)', () => {
  it('flags script and iframe blocks in any case and spacing', () => {
    expect(findDangerousContent('<script>alert(1)</script>')).toEqual(['script-block']);
    expect(findDangerousContent('<SCRIPT/SRC=x>')).toEqual(['script-block']);
    expect(findDangerousContent('</sCrIpT\n>')).toEqual(['script-block']);
    expect(findDangerousContent('<iframe src=x>')).toEqual(['iframe-block']);
    expect(findDangerousContent('&lt;script&gt;')).toEqual(['script-block']);
  });

  it('flags javascript: and data:text/html however they are spelt', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:x',
      'java\u0000script:x',
      'jav&#x09;ascript:x',
      'jav&#x0A;ascript:x',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;x',
      '&#0000106&#0000097vascript&colon;x',
      '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A',
      '&amp;#106;avascript:x',
      ' &#14; javascript:x',
      "url('\\6a\\61vascript:x')",
      'java\\0script:x',
      'jav\u00ADascript:x',
      'javas<!-- -->cript:x',
    ]) {
      expect(findDangerousContent(value), value).toEqual(['javascript-url']);
    }
    expect(findDangerousContent('DATA:text/HTML;base64,PHNjcmlwdD4=')).toEqual(['data-html-url']);
    expect(findDangerousContent('data: text/html,x')).toEqual(['data-html-url']);
  });

  it('flags inline event handlers in any case and with any separator', () => {
    for (const value of [
      '<img src=x onerror=alert(1)>',
      '<a OnMouseOver="x">',
      '<svg/onload=alert(1)>',
      '<img src="x"onerror="y">',
      '<body onload\n=x>',
      '" onfocus="alert(1)',
      '<a\fonclick=x>',
    ]) {
      expect(findDangerousContent(value), value).toEqual(['event-handler']);
    }
  });

  it('leaves ordinary text and rich notes alone', () => {
    for (const value of [
      `O'Brien & Sons`,
      'Roof inspection on Monday; online = no',
      '<p style="color: #f00">Hello <a href="https://example.com/script">script</a></p>',
      'description: javascript is fun',
      'data:image/png;base64,AAAA',
      'a < script',
      '<scripts>',
      'phone=555 person=on',
    ]) {
      expect(hasDangerousContent(value), value).toBe(false);
    }
  });

  it('stays fast on hostile input', () => {
    const hostile = ' on'.repeat(20_000) + '/on'.repeat(20_000) + '<'.repeat(20_000);
    const started = performance.now();
    findDangerousContent(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
