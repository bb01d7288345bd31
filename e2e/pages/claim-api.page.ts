import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './login.page';

type Row = Record<string, unknown>;

// Reads like `data` or `data.data`, as the server answers (SPEC 7 response shapes).
const unwrap = (body: unknown): unknown => {
  let value = body;
  while (value && typeof value === 'object' && !Array.isArray(value) && 'data' in value) {
    value = (value as { data: unknown }).data;
  }
  return value;
};

/** The server seen from outside the app, as another user or a checker would see it. */
export class ClaimApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
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
    return new ClaimApi(request, data.token, data.user.organization_id, data.user.id);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  async get(path: string, baseURL = ''): Promise<unknown> {
    const response = await this.request.get(`${baseURL}/api${path}`, { headers: this.headers });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return unwrap(await response.json());
  }

  async put(path: string, payload: Row, baseURL = ''): Promise<unknown> {
    const response = await this.request.put(`${baseURL}/api${path}`, {
      headers: this.headers,
      data: { payload },
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return unwrap(await response.json());
  }

  async claims(baseURL = ''): Promise<Row[]> {
    return (await this.get(`/organizations/${this.orgId}/claims`, baseURL)) as Row[];
  }

  async claimsWithPolicy(policyNumber: string, baseURL = ''): Promise<Row[]> {
    const all = await this.claims(baseURL);
    return all.filter((c) => (c.policy_number ?? c.policyNumber) === policyNumber);
  }

  async notesOf(claimId: string, baseURL = ''): Promise<Row[]> {
    const all = (await this.get(`/organizations/${this.orgId}/notes`, baseURL)) as Row[];
    return all.filter((n) => (n.claim_id ?? n.claimId) === claimId);
  }

  async changeStatus(claimId: string, status: string) {
    return this.put(`/claims/${claimId}/status`, { status });
  }

  async post(path: string, payload: Row, baseURL = ''): Promise<Row> {
    const response = await this.request.post(`${baseURL}/api${path}`, {
      headers: this.headers,
      data: { payload },
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return unwrap(await response.json()) as Row;
  }

  async contactId(name: string, baseURL = ''): Promise<string> {
    const all = (await this.get(`/organizations/${this.orgId}/contacts`, baseURL)) as Row[];
    const found = all.find((c) => c.name === name);
    if (!found) throw new Error(`No contact ${name}`);
    return String(found.id);
  }

  /** A fresh claim with one (primary) customer, as another user would create it. */
  async createClaim(policyNumber: string, customerName = 'Linda Nguyen', baseURL = '') {
    const id = await this.contactId(customerName, baseURL);
    return this.post(
      '/claims',
      {
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
      },
      baseURL,
    );
  }

  async claim(id: string, baseURL = ''): Promise<Row> {
    return (await this.get(`/claims/${id}`, baseURL)) as Row;
  }
}
