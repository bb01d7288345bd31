import { beforeAll, describe, expect, it } from 'vitest';
import { installDomWindow } from '../../../server/lib/dom-window';
import { cleanRichHtml } from '../../../src/domain/cleaning/rich-html';
import { loadDompurifyCases } from './peer-vectors';
import { violationsOf } from './render-html';

beforeAll(installDomWindow);

// The server side of the DOMPurify payloads (jsdom, as in production); e2e/vectors runs the same
// payloads in Chromium and executes the results.
describe("DOMPurify's own payloads through the rich-HTML rule on the server", () => {
  it('reads all 223 payloads', async () => {
    expect(await loadDompurifyCases()).toHaveLength(223);
  });

  it('leaves only allow-listed tags, attributes and styles, stably', async () => {
    for (const { title, payload } of await loadDompurifyCases()) {
      const clean = cleanRichHtml(payload);
      expect(violationsOf(clean), title).toEqual([]);
      expect(cleanRichHtml(clean), title).toBe(clean);
    }
  });
});
