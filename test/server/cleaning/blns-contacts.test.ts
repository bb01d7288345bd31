import { describe, expect, it } from 'vitest';
import { cleanObject } from '../../../src/domain/cleaning/clean-object';
import { loadBlns } from '../../unit/cleaning/peer-vectors';
import { databaseTargets } from '../helpers/databases';
import { bearer, tokenFor } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';

interface WireContact {
  id: string;
  name: string;
  address: { street: string };
  metadata: { client?: { notes?: string } };
  organization_id: string;
}

// The Big List of Naughty Strings through POST /api/contacts (SPEC 5 cleaning on the server):
// never a 5xx, and what the create answers is what the list gives back, unchanged and already
// clean (cleaning it again changes nothing).
describe.each(databaseTargets())('naughty strings through the contact API on $name', (target) => {
  const ctx = useTestApp(target);

  it('creates, stores and lists back every string cleanly', async () => {
    const headers = bearer(await tokenFor(ctx.app, 'owner@example.com'));
    const strings = loadBlns();
    const created = new Map<string, WireContact>();
    const refused: string[] = [];
    for (const value of strings) {
      const contact = {
        name: value,
        address: { street: value },
        metadata: { client: { notes: value } },
      };
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers,
        payload: { payload: { contact } },
      });
      expect(response.statusCode, JSON.stringify(value)).toBeLessThan(500);
      const expected = cleanObject(contact);
      if (expected.name === '') {
        // Only whitespace or control characters: nothing is left of the name, a clear 400.
        expect(response.statusCode, JSON.stringify(value)).toBe(400);
        expect(response.json()).toMatchObject({ status: 'error', code: 400 });
        refused.push(value);
        continue;
      }
      expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(201);
      const answer = (response.json() as { data: WireContact }).data;
      expect(answer.name).toBe(expected.name);
      expect(answer.address.street).toBe(expected.address.street);
      expect(answer.metadata.client?.notes).toBe(expected.metadata.client.notes);
      created.set(answer.id, answer);
    }

    const orgId = [...created.values()][0]?.organization_id;
    const list = await ctx.app.inject({ url: `/api/organizations/${orgId}/contacts`, headers });
    expect(list.statusCode).toBe(200);
    const listed = new Map(
      (list.json() as { data: WireContact[] }).data.map((contact) => [contact.id, contact]),
    );
    for (const [id, answer] of created) {
      const stored = listed.get(id);
      expect(stored?.name, JSON.stringify(answer.name)).toBe(answer.name);
      expect(stored?.address.street).toBe(answer.address.street);
      expect(stored?.metadata.client?.notes).toBe(answer.metadata.client?.notes);
      const again = cleanObject({
        name: stored?.name,
        address: { street: stored?.address.street },
      });
      expect(again).toEqual({ name: answer.name, address: { street: answer.address.street } });
    }
    console.log(
      `blns via POST /api/contacts on ${target.name}: ${strings.length} sent, ` +
        `${created.size} created and listed back unchanged, ${refused.length} refused with 400`,
    );
  }, 180_000);
});
