import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, createClaim, expectError, putIfMatch, sessionsFor } from './sync-helpers';

// PUT /notes/{id} also sets who can read the note (the claim page's client-visible toggle).
describe.each(databaseTargets())('note client visibility on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let client: Session;

  beforeAll(async () => {
    [owner, client] = await sessionsFor(ctx.app, ['owner', 'client'] as const);
  });

  it('toggles is_client_visible alone, keeping the status, with If-Match', async () => {
    const claim = await createClaim(ctx.app, owner);
    const note = (
      await call(ctx.app, owner, 'POST', '/api/notes', { claim_id: claim.id, text: 'x' })
    ).json().data as { id: string; status: string };
    const shown = await call(ctx.app, owner, 'PUT', `/api/notes/${note.id}`, {
      is_client_visible: true,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ is_client_visible: true, status: 'New', version: 2 });
    const hidden = await putIfMatch(
      ctx.app,
      owner,
      `/api/notes/${note.id}`,
      { isClientVisible: false },
      2,
    );
    expect(hidden.json().data).toMatchObject({ is_client_visible: false, version: 3 });
    expectError(
      await putIfMatch(ctx.app, owner, `/api/notes/${note.id}`, { is_client_visible: true }, 1),
      409,
    );
    expectError(
      await call(ctx.app, owner, 'PUT', `/api/notes/${note.id}`, { is_client_visible: 'yes' }),
      400,
    );
    expectError(
      await call(ctx.app, client, 'PUT', `/api/notes/${note.id}`, { is_client_visible: true }),
      403,
    );
  });
});
