import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/**
 * Runs `action` under the DevTools CPU profiler of the page's renderer, saves the profile (open it
 * in Chromium's DevTools, Performance panel) and returns the functions with the most self time.
 */
export async function profileAction(
  page: Page,
  action: () => Promise<void>,
  file: string,
  top = 25,
): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();
  writeFileSync(file, JSON.stringify(profile));
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const self = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*\//, '')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0) * msPerSample);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
}
