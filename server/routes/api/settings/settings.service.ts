import { defaultSettings, SETTINGS_GROUPS } from '../../../../src/domain/settings.defaults';
import type { SettingsGroup } from '../../../../src/domain/settings.defaults';
import { SETTINGS_SCHEMAS } from '../../../../src/domain/settings.schema';
import { assertKeepsCaller } from '../../../auth/access-policy';
import type { SecuritySettings } from '../../../auth/access-policy';
import type { Db } from '../../../db/client';
import { claims } from '../../../db/schema/claims';
import { settings } from '../../../db/schema/settings';
import { HttpError, notFound } from '../../../http/errors';
import { createSettingsRepository } from '../../../repositories/settings.repository';
import { createTaskRepository } from '../../../repositories/tasks.repository';
import { createContactRepository } from '../../../repositories/contacts.repository';
import type { SettingsRow } from '../../../repositories/settings.repository';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import { lockForWrite, updateVersioned } from '../../../sync/versioned-write';
import { settingsRowView } from './settings.view';
import { valuesInUse } from '../../../repositories/synced-rows';

export const UNKNOWN_GROUP_MESSAGE = 'Unknown settings group';
const GROUP_NOT_FOUND = 'Settings group not found';

export function isSettingsGroup(value: string): value is SettingsGroup {
  return (SETTINGS_GROUPS as readonly string[]).includes(value);
}

export function assertGroup(value: string): SettingsGroup {
  if (!isSettingsGroup(value)) throw notFound(UNKNOWN_GROUP_MESSAGE);
  return value;
}

/** Every group with SPEC 9's defaults under whatever is stored, so new fields always have a value. */
export function withDefaults(rows: readonly SettingsRow[], organizationName = '') {
  const defaults = defaultSettings(organizationName) as Record<
    SettingsGroup,
    Record<string, unknown>
  >;
  const out = {} as Record<SettingsGroup, Record<string, unknown>>;
  for (const group of SETTINGS_GROUPS) {
    const stored = rows.find((r) => r.groupName === group)?.value ?? {};
    out[group] = { ...defaults[group], ...stored };
  }
  return out;
}

/** The statuses a claim of the organization still holds, among `names`. */
export function statusesInUse(db: Db, organizationId: string, names: readonly string[]) {
  return valuesInUse(db, claims, claims.status, organizationId, names);
}

export function statusInUseMessage(name: string) {
  return `Status "${name}" is used by claims: give move_to to move them to another status first`;
}

/**
 * Saves one group: the stored value with `patch` on top, validated by the group's schema as a
 * whole. Runs in `tx` with the row locked, so two saves of one group never interleave.
 * `callerIp`: the security group is refused when its allow-list would shut the caller out.
 */
export async function saveGroup(
  tx: Db,
  organizationId: string,
  group: SettingsGroup,
  patch: Record<string, unknown>,
  expected: number | undefined,
  callerIp?: string,
): Promise<SettingsRow> {
  const current = await createSettingsRepository(tx).findGroup(organizationId, group);
  if (!current) throw notFound(GROUP_NOT_FOUND);
  const target = {
    id: current.id,
    organizationId,
    expected,
    notFound: GROUP_NOT_FOUND,
    view: (row: SettingsRow) => settingsRowView(row),
  };
  const locked = await lockForWrite(tx, settings, target);
  const merged = { ...withDefaults([locked])[group], ...withSpecKeys(patch) };
  const value = SETTINGS_SCHEMAS[group].parse(merged) as Record<string, unknown>;
  if (group === 'security' && callerIp !== undefined) {
    assertKeepsCaller(value as SecuritySettings, callerIp);
  }
  if (group === 'claimSettings') await assertNoClaimsLeftBehind(tx, organizationId, locked, value);
  if (group === 'taskSettings') await assertNoTasksLeftBehind(tx, organizationId, locked, value);
  if (group === 'clientSettings') await assertNoValuesLeftBehind(tx, organizationId, locked, value);
  const row = await updateVersioned(tx, settings, { ...target, expected: undefined }, { value });
  await publishChange(tx, changeOf('settings', row));
  return row;
}

// `allowedIPs` (SPEC 3) comes back from snake_case `allowed_ips` as `allowedIps`: accept both.
function withSpecKeys(patch: Record<string, unknown>): Record<string, unknown> {
  if (!('allowedIps' in patch)) return patch;
  const { allowedIps, ...rest } = patch;
  return { allowedIPs: allowedIps, ...rest };
}

async function assertNoClaimsLeftBehind(
  tx: Db,
  organizationId: string,
  current: SettingsRow,
  next: Record<string, unknown>,
) {
  const names = (value: Record<string, unknown>) =>
    ((value.statuses as { name: string }[] | undefined) ?? []).map((s) => s.name);
  const kept = new Set(names(next));
  const dropped = names(current.value).filter((n) => !kept.has(n));
  const [used] = await statusesInUse(tx, organizationId, dropped);
  if (used !== undefined) throw new HttpError(409, statusInUseMessage(used));
}

export function taskTypeInUseMessage(name: string) {
  return `Task type "${name}" is used by tasks: retire it instead of removing it`;
}

// A type still held by tasks is retired (kept, flagged), never dropped: its tasks keep a label.
async function assertNoTasksLeftBehind(
  tx: Db,
  organizationId: string,
  current: SettingsRow,
  next: Record<string, unknown>,
) {
  const types = (value: Record<string, unknown>) =>
    (value.types as { id: string; name: string }[] | undefined) ?? [];
  const kept = new Set(types(next).map((t) => t.id));
  const dropped = types(withDefaults([current]).taskSettings).filter((t) => !kept.has(t.id));
  const [used] = await createTaskRepository(tx).typesInUse(
    organizationId,
    dropped.map((t) => t.id),
  );
  const name = dropped.find((t) => t.id === used)?.name;
  if (name !== undefined) throw new HttpError(409, taskTypeInUseMessage(name));
}

// A client field some contact holds a value for is hidden (kept, not asked), never dropped: its
// values would lose their label. The browser refuses first; this covers a stale or crafted save.
async function assertNoValuesLeftBehind(
  tx: Db,
  organizationId: string,
  current: SettingsRow,
  next: Record<string, unknown>,
) {
  const fields = (value: Record<string, unknown>) =>
    (value.fields as { id: string; label: string }[] | undefined) ?? [];
  const kept = new Set(fields(next).map((f) => f.id));
  const dropped = fields(withDefaults([current]).clientSettings).filter((f) => !kept.has(f.id));
  const [used] = await createContactRepository(tx).customFieldsInUse(
    organizationId,
    dropped.map((f) => f.id),
  );
  const label = dropped.find((f) => f.id === used)?.label;
  if (label !== undefined) throw new HttpError(409, clientFieldInUseMessage(label));
}

export function clientFieldInUseMessage(label: string) {
  return `Client field "${label}" holds values on contacts: hide it instead of removing it`;
}
