import type { App } from '../../../server/app';

export const DEMO_PASSWORD = 'Demo#2026pass';

export async function login(app: App, email: string, password = DEMO_PASSWORD, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** The refresh cookie's value from a response, or undefined when none was set. */
export function refreshCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((c) => c.name === 'refresh_token')?.value;
}

export async function tokenFor(app: App, email: string): Promise<string> {
  const response = await login(app, email);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
