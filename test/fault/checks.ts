import type { ApiClient } from '../../src/api/api.types';
import type { CollectionName } from '../../src/collections/app-database';
import { unfinishedOperationsQuery } from '../../src/collections/sync-queue/sync-queue.queries';
import { toLocalRecord } from '../../src/collections/wire-records';
import {
  CLAIM_CREATION_NOTE_TITLE,
  CLAIM_UPDATE_NOTE_TITLE,
  STATUS_CHANGE_NOTE_TITLE,
} from '../../src/domain/claim-status';
import type { Device } from './device';
import type { Model } from './operations';

type Row = Record<string, unknown>;
const CHECKED: CollectionName[] = ['claims', 'notes', 'tasks', 'contacts'];
const AUTO_TITLES = [CLAIM_CREATION_NOTE_TITLE, CLAIM_UPDATE_NOTE_TITLE, STATUS_CHANGE_NOTE_TITLE];

/** Every row of a resource the user may see, tombstones included, by checkpoint pages. */
export async function serverRows(api: ApiClient, orgId: string, resource: string): Promise<Row[]> {
  const rows: Row[] = [];
  let checkpoint: { updatedAt: string; id: string } | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '500' });
    // The answer is camelCased; the server reads its checkpoint as it sent it.
    if (checkpoint)
      query.set(
        'checkpoint',
        JSON.stringify({ updated_at: checkpoint.updatedAt, id: checkpoint.id }),
      );
    const page = await api.get<{
      data: Row[];
      checkpoint: { updatedAt: string; id: string } | null;
    }>(`/organizations/${orgId}/${resource}?${query}`, { envelope: true });
    if (page.status === 'error') throw new Error(`${resource}: ${page.message}`);
    rows.push(...page.data.data);
    if (page.data.data.length < 500 || !page.data.checkpoint) return rows;
    checkpoint = page.data.checkpoint;
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a == null && b == null) return true;
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Row)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  return value;
}

/**
 * Where a device's replica differs from the server: records missing or extra, and fields that
 * differ. Empty when converged. The queue must be empty too.
 */
export async function divergence(device: Device): Promise<string[]> {
  const differences: string[] = [];
  const unfinished = await unfinishedOperationsQuery(device.db.sync_queue).exec();
  if (unfinished.length > 0) {
    const statuses = unfinished.map((op) => `${op.operationType} ${op.resourceType} ${op.status}`);
    differences.push(
      `device ${device.index}: ${unfinished.length} unfinished (${statuses.join(', ')})`,
    );
  }
  const orgId = device.me.user.organization_id;
  for (const collection of CHECKED.filter((c) => device.collections.includes(c))) {
    const live = new Map<string, Row>();
    for (const row of await serverRows(device.direct, orgId, collection)) {
      const { doc, deleted } = toLocalRecord(collection, row);
      if (!deleted) live.set(String(doc.id), doc);
    }
    const local = new Map<string, Row>();
    for (const doc of await device.db.collections[collection].find().exec())
      local.set(doc.id, doc.toJSON() as Row);
    for (const [id, server] of live) {
      const mine = local.get(id);
      if (!mine) {
        differences.push(`device ${device.index}: ${collection} ${id} missing`);
        continue;
      }
      const fields = Object.keys(server).filter((key) => !sameJson(server[key], mine[key]));
      if (fields.length > 0)
        differences.push(
          `device ${device.index}: ${collection} ${id} differs in ${fields
            .map(
              (f) => `${f} (here ${JSON.stringify(mine[f])}, server ${JSON.stringify(server[f])})`,
            )
            .join(', ')} at version ${String(mine.version)}/${String(server.version)}`,
        );
    }
    for (const [id, doc] of local) {
      if (live.has(id)) continue;
      const auto = collection === 'notes' && AUTO_TITLES.includes(String(doc.title));
      differences.push(
        `device ${device.index}: ${collection} ${id} not on the server${auto ? ' (orphan automatic note)' : ''}`,
      );
    }
  }
  return differences;
}

export interface ModelReport {
  /** Acknowledged writes the server does not hold. */
  lost: string[];
  /** Writes the server holds more than once. */
  duplicated: string[];
}

/** Every acknowledged write is on the server exactly once (markers name each record). */
export async function checkModel(device: Device, model: Model): Promise<ModelReport> {
  const orgId = device.me.user.organization_id;
  const live = async (resource: string) =>
    (await serverRows(device.direct, orgId, resource)).filter((row) => row.deleted !== true);
  const lost: string[] = [];
  const duplicated: string[] = [];
  const expectOne = (what: string, found: number) => {
    if (found === 0) lost.push(what);
    if (found > 1) duplicated.push(`${what} ×${found}`);
  };
  const claims = await live('claims');
  const notes = await live('notes');
  const claimIdOf = new Map<string, string>();
  for (const [policy, expected] of model.claims) {
    const rows = claims.filter((c) => c.policyNumber === policy);
    expectOne(`claim ${policy}`, rows.length);
    const row = rows[0];
    if (!row) continue;
    claimIdOf.set(policy, String(row.id));
    if (row.city !== expected.city)
      lost.push(`claim ${policy} city ${expected.city} (server ${String(row.city)})`);
    if (row.status !== expected.status)
      lost.push(`claim ${policy} status ${expected.status} (server ${String(row.status)})`);
    const auto = (title: string) =>
      notes.filter((n) => n.claimId === row.id && n.title === title).length;
    const counts: [string, number, number][] = [
      [CLAIM_CREATION_NOTE_TITLE, 1, auto(CLAIM_CREATION_NOTE_TITLE)],
      [STATUS_CHANGE_NOTE_TITLE, expected.moves, auto(STATUS_CHANGE_NOTE_TITLE)],
      [CLAIM_UPDATE_NOTE_TITLE, expected.updates, auto(CLAIM_UPDATE_NOTE_TITLE)],
    ];
    for (const [title, want, got] of counts) {
      if (got < want) lost.push(`claim ${policy}: ${want - got} ${title} note(s)`);
      if (got > want) duplicated.push(`claim ${policy}: ${got - want} extra ${title} note(s)`);
    }
  }
  for (const [text, expected] of model.notes) {
    const rows = notes.filter((n) => typeof n.text === 'string' && n.text.includes(text));
    expectOne(`note ${text}`, rows.length);
    const row = rows[0];
    if (row && row.claimId !== claimIdOf.get(expected.claim)) lost.push(`note ${text} claim link`);
    if (row && row.isClientVisible !== expected.visible) lost.push(`note ${text} visibility`);
  }
  if (device.collections.includes('tasks')) {
    const tasks = await live('tasks');
    for (const [title, expected] of model.tasks) {
      const rows = tasks.filter((t) => t.title === title);
      if (expected.deleted) {
        if (rows.length > 0) lost.push(`delete of task ${title}`);
        continue;
      }
      expectOne(`task ${title}`, rows.length);
      if (rows[0] && rows[0].status !== expected.status) lost.push(`task ${title} status`);
    }
    const contacts = await live('contacts');
    for (const [name, expected] of model.contacts) {
      const rows = contacts.filter((c) => c.name === name);
      expectOne(`contact ${name}`, rows.length);
      if (rows[0] && rows[0].phone !== expected.phone) lost.push(`contact ${name} phone`);
    }
  }
  return { lost, duplicated };
}
