import { expect, type APIRequestContext } from '@playwright/test';
import { defaultUserPreferences, type UserPreferences } from '../../src/domain/preferences.schema';
import { DEMO_PASSWORD } from './login.page';

type Row = Record<string, unknown>;

/** The server's view of claims and notes, read through the real API (what sync must reach). */
export class ClaimsApi {
  private session?: { token: string; orgId: string };

  constructor(
    private readonly request: APIRequestContext,
    private readonly email = 'adjuster@example.com',
  ) {}

  private async auth() {
    if (this.session) return this.session;
    const response = await this.request.post('/api/login', {
      data: { email: this.email, password: DEMO_PASSWORD },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { token: string; user: Row } };
    this.session = { token: body.data.token, orgId: String(body.data.user.organization_id) };
    return this.session;
  }

  private async get(path: (orgId: string) => string): Promise<Row[]> {
    const { token, orgId } = await this.auth();
    const response = await this.request.get(`/api${path(orgId)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: Row[] | Row };
    return Array.isArray(body.data) ? body.data : [body.data];
  }

  /**
   * View preferences follow the user to every device (they are saved on the server), so a test
   * that changes them would hand its columns or view to the next one: start each from defaults.
   */
  async resetPreferences(): Promise<void> {
    await this.savePreferences(defaultUserPreferences());
  }

  async savePreferences(preferences: UserPreferences): Promise<void> {
    const { token } = await this.auth();
    const response = await this.request.put('/api/users/me/preferences', {
      headers: { authorization: `Bearer ${token}` },
      data: { payload: preferences },
    });
    expect(response.ok()).toBe(true);
  }

  claims(): Promise<Row[]> {
    return this.get((org) => `/organizations/${org}/claims`);
  }

  async claim(id: string): Promise<Row> {
    const [row] = await this.get(() => `/claims/${id}`);
    return row ?? {};
  }

  async notesOf(claimId: string): Promise<Row[]> {
    const notes = await this.get((org) => `/organizations/${org}/notes`);
    return notes.filter((n) => n.claim_id === claimId);
  }

  async statusChangeNotes(claimId: string, from: string, to: string): Promise<Row[]> {
    const text = `changed status from ${from} to ${to}.`;
    return (await this.notesOf(claimId)).filter((n) => String(n.text).includes(text));
  }
}
