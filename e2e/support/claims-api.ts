import { expect, type APIRequestContext } from '@playwright/test';
import { defaultUserPreferences, type UserPreferences } from '../../src/domain/preferences.schema';
import { DEMO_PASSWORD } from '../pages/login.page';

type Row = Record<string, unknown>;

// Reads like `data` or `data.data`, as the server answers (SPEC 7 response shapes).
const unwrap = (body: unknown): unknown => {
  let value = body;
  while (value && typeof value === 'object' && !Array.isArray(value) && 'data' in value) {
    value = (value as { data: unknown }).data;
  }
  return value;
};

/**
 * The server seen from outside the app, through the real API: what another user does, and what
 * sync must reach. `baseURL` is for a spec's own server; the default is the harness's.
 */
export class ClaimsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    private readonly baseURL: string,
    readonly orgId: string,
    readonly userId: string,
  ) {}

  static async login(request: APIRequestContext, email: string, baseURL = '') {
    const response = await request.post(`${baseURL}/api/login`, {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { data } = (await response.json()) as {
      data: { token: string; user: { id: string; organization_id: string } };
    };
    return new ClaimsApi(request, data.token, baseURL, data.user.organization_id, data.user.id);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  async get(path: string): Promise<unknown> {
    const response = await this.request.get(`${this.baseURL}/api${path}`, {
      headers: this.headers,
    });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return unwrap(await response.json());
  }

  async put(path: string, payload: unknown): Promise<unknown> {
    const response = await this.request.put(`${this.baseURL}/api${path}`, {
      headers: this.headers,
      data: { payload },
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return unwrap(await response.json());
  }

  async post(path: string, payload: Row): Promise<Row> {
    const response = await this.request.post(`${this.baseURL}/api${path}`, {
      headers: this.headers,
      data: { payload },
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return unwrap(await response.json()) as Row;
  }

  async delete(path: string): Promise<void> {
    const response = await this.request.delete(`${this.baseURL}/api${path}`, {
      headers: this.headers,
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  }

  async claims(): Promise<Row[]> {
    return (await this.get(`/organizations/${this.orgId}/claims`)) as Row[];
  }

  async claimsWithPolicy(policyNumber: string): Promise<Row[]> {
    const all = await this.claims();
    return all.filter((c) => (c.policy_number ?? c.policyNumber) === policyNumber);
  }

  async claim(id: string): Promise<Row> {
    return (await this.get(`/claims/${id}`)) as Row;
  }

  async notesOf(claimId: string): Promise<Row[]> {
    const all = (await this.get(`/organizations/${this.orgId}/notes`)) as Row[];
    return all.filter((n) => (n.claim_id ?? n.claimId) === claimId);
  }

  /** The automatic notes a status change from `from` to `to` left on the claim. */
  async statusChangeNotes(claimId: string, from: string, to: string): Promise<Row[]> {
    const text = `changed status from ${from} to ${to}.`;
    return (await this.notesOf(claimId)).filter((n) => String(n.text).includes(text));
  }

  async tasks(): Promise<Row[]> {
    return (await this.get(`/organizations/${this.orgId}/tasks`)) as Row[];
  }

  async changeStatus(claimId: string, status: string) {
    return this.put(`/claims/${claimId}/status`, { status });
  }

  async contactId(name: string): Promise<string> {
    const all = (await this.get(`/organizations/${this.orgId}/contacts`)) as Row[];
    const found = all.find((c) => c.name === name);
    if (!found) throw new Error(`No contact ${name}`);
    return String(found.id);
  }

  /** A fresh claim with one (primary) customer, as another user would create it. */
  async createClaim(policyNumber: string, customerName = 'Linda Nguyen') {
    const id = await this.contactId(customerName);
    return this.post('/claims', {
      claim: {
        policyNumber,
        clientId: id,
        clientName: customerName,
        dateOfLoss: '2026-10-01',
        address: '12 Test Street',
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
        customers: [{ id, name: customerName, isPrimary: true }],
      },
    });
  }

  /**
   * View preferences follow the user to every device (they are saved on the server), so a test
   * that changes them would hand its columns or view to the next one: start each from defaults.
   */
  async resetPreferences(): Promise<void> {
    await this.savePreferences(defaultUserPreferences());
  }

  async savePreferences(preferences: UserPreferences): Promise<void> {
    await this.put('/users/me/preferences', preferences);
  }
}
