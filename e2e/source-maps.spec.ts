import { expect, test } from './fixtures';

// Production builds keep hidden source maps for error reporting: no script points to one and the
// server refuses to serve them.
test('no script names a source map and no map is served', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of [...scripts, new URL('/sw.js', page.url()).href]) {
    const script = await request.get(url);
    expect(script.status(), url).toBe(200);
    expect(await script.text(), url).not.toContain('sourceMappingURL');
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});
