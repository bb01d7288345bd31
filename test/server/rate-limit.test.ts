import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/http';
import { useTestApp } from './helpers/test-app';

describe.each(databaseTargets())('login rate limits on $name', (target) => {
  const ctx = useTestApp(target, {
    config: { loginMaxFailures: 3, loginFailureWindow: 2, loginRateLimit: 12 },
  });

  it('answers 429 after too many failed logins for one IP and email, even with the right password', async () => {
    const ip = '10.0.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await login(ctx.app, 'owner@example.com', 'wrong', ip)).statusCode).toBe(401);
    }
    const locked = await login(ctx.app, 'owner@example.com', undefined, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 'error',
      code: 429,
      message: 'Too many failed login attempts, try again later',
    });
    // Other accounts from that IP and the same account from elsewhere are not affected.
    expect((await login(ctx.app, 'admin@example.com', undefined, ip)).statusCode).toBe(200);
    expect((await login(ctx.app, 'owner@example.com', undefined, '10.0.0.2')).statusCode).toBe(200);
  });

  it('lets the lock expire with its window', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 3; i++) await login(ctx.app, 'manager@example.com', 'wrong', ip);
    expect((await login(ctx.app, 'manager@example.com', undefined, ip)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await login(ctx.app, 'manager@example.com', undefined, ip)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < 2; i++) await login(ctx.app, 'supervisor@example.com', 'wrong', ip);
    expect((await login(ctx.app, 'supervisor@example.com', undefined, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login(ctx.app, 'supervisor@example.com', 'wrong', ip);
    expect((await login(ctx.app, 'supervisor@example.com', undefined, ip)).statusCode).toBe(200);
  });

  it('caps login requests per IP per minute in the error shape', async () => {
    const ip = '10.0.0.5';
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) {
      codes.push((await login(ctx.app, `user${i}@example.com`, 'wrong', ip)).statusCode);
    }
    expect(codes.slice(0, 12).every((code) => code === 401)).toBe(true);
    const limited = await login(ctx.app, 'adjuster@example.com', undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'error', code: 429 });
    expect(codes[12]).toBe(429);
  });
});
