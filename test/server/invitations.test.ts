import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { potentialUsers } from '../../server/db/schema/potential-users';
import { users } from '../../server/db/schema/users';
import { redactUrl } from '../../server/http/log-redaction';
import { databaseTargets } from './helpers/databases';
import { bearer, login, refreshCookie } from './helpers/http';
import { organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

// Invitation links (issue 15): POST /potential_users {email, role} → a one-time /invite/<token>
// link for 7 days; the public routes open and accept it; accepting logs the new user in.

const OWNER = 'owner@example.com';
const ADMIN = 'admin@example.com';
const FOREIGN_OWNER = 'owner2@example.com';
const STRONG = 'Str0ng#invite';

interface Invited {
  data: {
    id: string;
    email: string;
    role: string;
    status: string;
    expires_at: string;
    invited_by_name: string | null;
  };
  link: string;
  emailed: boolean;
}

const tokenOf = (link: string) => link.replace('/invite/', '');

describe.each(databaseTargets())('invitations on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);

  const invite = async (payload: Record<string, unknown>, email = OWNER) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/potential_users',
      headers: await as(email),
      payload: { payload },
    });
  const invited = async (email: string, role = 'User') => {
    const response = await invite({ email, role });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as Invited;
  };
  const list = async (email = OWNER) => {
    const headers = await as(email);
    return ctx.app.inject({
      url: `/api/organizations/${await organizationOf(ctx.app, headers)}/potential_users`,
      headers,
    });
  };
  const open = (token: string) => ctx.app.inject({ url: `/api/invites/${token}` });
  const accept = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/invites/${token}/accept`,
      payload: { payload },
    });
  const person = { first_name: 'Nina', last_name: 'Newcomer', password: STRONG };
  const userCount = async (email: string) =>
    (await ctx.app.db.select().from(users).where(eq(users.email, email))).length;

  it('invites with a role: a 7-day link stored only as its hash, listed as pending', async () => {
    const before = Date.now();
    const answer = await invited('nina@example.com', 'Manager');
    expect(answer.link).toMatch(/^\/invite\/[\w-]{43}$/);
    expect(answer.emailed).toBe(false);
    expect(answer.data).toMatchObject({ email: 'nina@example.com', role: 'Manager' });
    const expires = Date.parse(answer.data.expires_at) - before;
    expect(expires).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expires).toBeLessThan(7 * 86_400_000 + 60_000);
    const [row] = await ctx.app.db
      .select()
      .from(potentialUsers)
      .where(eq(potentialUsers.email, 'nina@example.com'));
    expect(row!.tokenHash).not.toContain(tokenOf(answer.link));
    const listed = (await list()).json().data as Invited['data'][];
    expect(listed.find((i) => i.email === 'nina@example.com')).toMatchObject({
      role: 'Manager',
      status: 'pending',
      invited_by_name: expect.stringMatching(/\S/),
    });
    expect(JSON.stringify(listed)).not.toMatch(/token/);

    const shown = await open(tokenOf(answer.link));
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      email: 'nina@example.com',
      role: 'Manager',
      organization_name: expect.stringMatching(/\S/),
      password_policy: { minLength: 8, requireUppercase: true },
    });
  });

  it('refuses a weak password naming the field, and changes nothing', async () => {
    const { link } = await invited('weak@example.com');
    const weak = await accept(tokenOf(link), { ...person, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toHaveProperty('password');
    expect(weak.json().message).toMatch(/^Password must contain/);
    const noName = await accept(tokenOf(link), { ...person, first_name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details).toHaveProperty('firstName');
    expect(await userCount('weak@example.com')).toBe(0);
    expect((await open(tokenOf(link))).statusCode).toBe(200);
  });

  it('accepts once: creates the user with the role and logs them in like /login', async () => {
    const { link } = await invited('ada.accept@example.com', 'Supervisor');
    const response = await accept(tokenOf(link), person);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json().data as { user: Record<string, unknown>; token: string };
    expect(body.user).toMatchObject({
      email: 'ada.accept@example.com',
      first_name: 'Nina',
      last_name: 'Newcomer',
      role: 'Supervisor',
      is_active: true,
    });
    expect(refreshCookie(response)).toBeTruthy();
    const cookie = response.cookies.find((c) => c.name === 'refresh_token')!;
    const loginCookie = (await login(ctx.app, ADMIN)).cookies.find(
      (c) => c.name === 'refresh_token',
    )!;
    expect({ ...cookie, value: '', maxAge: 0 }).toEqual({ ...loginCookie, value: '', maxAge: 0 });
    const me = await ctx.app.inject({ url: '/api/me', headers: bearer(body.token) });
    expect(me.json().data.email).toBe('ada.accept@example.com');
    expect((await login(ctx.app, 'ada.accept@example.com', STRONG)).statusCode).toBe(200);

    const again = await accept(tokenOf(link), person);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been used/);
    expect((await open(tokenOf(link))).statusCode).toBe(410);
    expect(await userCount('ada.accept@example.com')).toBe(1);
    const listed = (await list()).json().data as Invited['data'][];
    expect(listed.map((i) => i.email)).not.toContain('ada.accept@example.com');
  });

  it('refuses to invite an address that already belongs to a user, naming it', async () => {
    const response = await invite({ email: 'adjuster@example.com', role: 'User' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('adjuster@example.com already belongs to a user');
    const rows = await ctx.app.db
      .select()
      .from(potentialUsers)
      .where(eq(potentialUsers.email, 'adjuster@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('inviting a pending address again replaces its link: the old one stops working', async () => {
    const first = await invited('twice@example.com');
    const second = await invite({ email: 'twice@example.com', role: 'Vendor' });
    expect(second.statusCode).toBe(200);
    const next = second.json() as Invited;
    expect(next.data).toMatchObject({ id: first.data.id, role: 'Vendor' });
    const old = await open(tokenOf(first.link));
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toMatch(/not valid/);
    expect((await accept(tokenOf(first.link), person)).statusCode).toBe(404);
    expect((await open(tokenOf(next.link))).json().data.role).toBe('Vendor');
    const listed = (await list()).json().data as Invited['data'][];
    expect(listed.filter((i) => i.email === 'twice@example.com')).toHaveLength(1);
  });

  it('refuses an expired link (410), lists it as expired, and a new link revives it', async () => {
    const { link } = await invited('late@example.com');
    await ctx.app.db
      .update(potentialUsers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(potentialUsers.email, 'late@example.com'));
    const shown = await open(tokenOf(link));
    expect(shown.statusCode).toBe(410);
    expect(shown.json().message).toMatch(/expired/);
    expect((await accept(tokenOf(link), person)).statusCode).toBe(410);
    expect(await userCount('late@example.com')).toBe(0);
    const listed = (await list()).json().data as Invited['data'][];
    expect(listed.find((i) => i.email === 'late@example.com')?.status).toBe('expired');
    const fresh = await invited('late@example.com');
    expect((await accept(tokenOf(fresh.link), person)).statusCode).toBe(201);
  });

  it('expires by the clock after 7 days', async () => {
    const { link } = await invited('clock@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 86_400_000 + 1000 });
    try {
      expect((await open(tokenOf(link))).statusCode).toBe(410);
    } finally {
      vi.useRealTimers();
    }
    expect((await open(tokenOf(link))).statusCode).toBe(200);
  });

  it('withdraws an invitation: its link answers 410, and it leaves the list', async () => {
    const { link, data } = await invited('gone@example.com');
    const revoke = () =>
      as(OWNER).then((headers) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/potential_users/${data.id}`, headers }),
      );
    expect((await revoke()).statusCode).toBe(200);
    const shown = await open(tokenOf(link));
    expect(shown.statusCode).toBe(410);
    expect(shown.json().message).toMatch(/withdrawn/);
    expect((await accept(tokenOf(link), person)).statusCode).toBe(410);
    expect(await userCount('gone@example.com')).toBe(0);
    const listed = (await list()).json().data as Invited['data'][];
    expect(listed.map((i) => i.email)).not.toContain('gone@example.com');
    const twice = await revoke();
    expect(twice.statusCode).toBe(409);
  });

  it('never grants above the inviter: an Admin cannot invite an Owner; bad fields are named', async () => {
    const owner = await invite({ email: 'boss@example.com', role: 'Owner' }, ADMIN);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe('You cannot grant permissions you do not have');
    const unknown = await invite({ email: 'who@example.com', role: 'Wizard' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toHaveProperty('role');
    const noRole = await invite({ email: 'who@example.com' });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().details).toHaveProperty('role');
    const badEmail = await invite({ email: 'not-an-email', role: 'User' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details).toHaveProperty('email');
    const rows = await ctx.app.db.select().from(potentialUsers);
    expect(rows.map((r) => r.email)).not.toContain('boss@example.com');
    expect(rows.map((r) => r.email)).not.toContain('who@example.com');
    const byUser = await invite({ email: 'who@example.com', role: 'User' }, 'adjuster@example.com');
    expect(byUser.statusCode).toBe(403);
  });

  it('keeps each organization to its own invitations', async () => {
    const { data } = await invited('mine@example.com');
    const headers = await as(FOREIGN_OWNER);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/potential_users/${data.id}`,
      headers,
    });
    expect(revoke.statusCode).toBe(404);
    const ours = await organizationOf(ctx.app, await as(OWNER));
    const foreignList = await ctx.app.inject({
      url: `/api/organizations/${ours}/potential_users`,
      headers,
    });
    expect(foreignList.statusCode).toBe(404);
    const theirs = (await list(FOREIGN_OWNER)).json().data as Invited['data'][];
    expect(theirs.map((i) => i.email)).not.toContain('mine@example.com');
  });

  it('answers 404 for an unknown link', async () => {
    const response = await open('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not valid/);
  });

  it('keeps the link out of the logs', () => {
    expect(redactUrl('/invite/abc_DEF-123')).toBe('/invite/[Redacted]');
    expect(redactUrl('/api/invites/abc_DEF-123/accept')).toBe('/api/invites/[Redacted]/accept');
  });
});

describe.each(databaseTargets())('invitation email on $name', (target) => {
  const ctx = useTestApp(target, {
    config: { mail: { transport: { jsonTransport: true }, from: 'desk@example.com' } },
  });
  const as = sessionCache(() => ctx.app);

  it('emails the same link when SMTP is configured', async () => {
    const send = vi.spyOn(ctx.app.mailer!, 'send');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/potential_users',
      headers: await as(OWNER),
      payload: { payload: { email: 'mailed@example.com', role: 'User' } },
    });
    expect(response.statusCode).toBe(201);
    const { link, emailed } = response.json() as Invited;
    expect(emailed).toBe(true);
    const sent = JSON.parse((await send.mock.results[0]!.value).message as string) as {
      to: { address: string }[];
      from: { address: string };
      subject: string;
      text: string;
    };
    expect(sent.to[0]!.address).toBe('mailed@example.com');
    expect(sent.from.address).toBe('desk@example.com');
    expect(sent.text).toContain(`http://localhost:80${link}`);
    expect(sent.text).toContain('as User');
  });

  it('still answers the link when the mail server fails', async () => {
    vi.spyOn(ctx.app.mailer!, 'send').mockRejectedValueOnce(new Error('connection refused'));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/potential_users',
      headers: await as(OWNER),
      payload: { payload: { email: 'unmailed@example.com', role: 'User' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ emailed: false, link: expect.any(String) });
  });
});

describe.each(databaseTargets())('invitation links rate-limited on $name', (target) => {
  const ctx = useTestApp(target, { config: { loginRateLimit: 2 } });

  it('caps guesses at links per IP per minute, like login', async () => {
    const guess = () =>
      ctx.app.inject({ url: `/api/invites/${'y'.repeat(43)}`, remoteAddress: '10.0.0.9' });
    expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(404);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    const accept = await ctx.app.inject({
      method: 'POST',
      url: `/api/invites/${'y'.repeat(43)}/accept`,
      remoteAddress: '10.0.0.10',
      payload: { payload: { first_name: 'A', last_name: 'B', password: STRONG } },
    });
    expect(accept.statusCode).toBe(404);
  });
});
