import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { defaultSettings } from '../../../src/domain/settings.defaults';
import { removeDatabase } from '../../../src/db/current-database';
import { READ_ONLY_REASON } from '../../../src/features/settings/form/settings-form-frame';
import { SettingsDocumentsRoute } from '../../../src/features/settings/documents/settings-documents.route';
import { FILE_SIZE_MESSAGE } from '../../../src/features/settings/documents/document-values';
import { SettingsNotificationsRoute } from '../../../src/features/settings/notifications/settings-notifications.route';
import { REMINDER_MESSAGE } from '../../../src/features/settings/notifications/notification-values';
import { OfflineSettingsForm } from '../../../src/features/settings/offline/offline-settings-form';
import { SettingsOrganizationRoute } from '../../../src/features/settings/organization/settings-organization.route';
import { newKey, openLocal } from '../data/support/local-db';
import { click, typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { elapse, renderUi, settle } from '../support/render';
import { sessionUser, WithSession } from '../support/session-services';

// The settings forms on the app's real local database: each field's message on a bad value with
// nothing queued, a good save queued for the server (offline first) and shown at once, and the
// read-only state with its reason for a role without manage_settings.
let db: AppDatabase | undefined;
afterEach(async () => {
  db = undefined;
  await removeDatabase();
});

async function show(node: ReactNode, permissions = ['manage_settings']) {
  db = await openLocal('u-settings-forms', await newKey());
  // The groups as the first pull brings them: the forms wait for them.
  const groups = defaultSettings('Demo Adjusting Co.');
  await db.config.bulkInsert(
    (['organization', 'notifications', 'offline', 'documents'] as const).map((group) => ({
      id: `settings:${group}`,
      kind: 'settings' as const,
      value: groups[group],
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
    })),
  );
  renderUi(
    <AppDatabaseContext.Provider value={db}>
      <WithSession user={sessionUser(permissions)}>{node}</WithSession>
    </AppDatabaseContext.Provider>,
    { mantine: 'test' },
  );
  await settle(() => expect(document.querySelector('form')).not.toBeNull());
}

const field = (label: string) => byLabel<HTMLInputElement>(document, label);
// A Switch's <label> wraps its track and description: find it by its label text.
const switchOf = (label: string) => {
  const text = [...document.querySelectorAll('.mantine-Switch-label')].find(
    (el) => el.textContent === label,
  );
  const id = text?.closest('label')?.getAttribute('for');
  const input = id ? document.getElementById(id) : null;
  if (!input) throw new Error(`No switch "${label}"`);
  return input;
};
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby') ?? '';
  const ids = id.split(' ').filter((part) => part.endsWith('-error'));
  return ids.map((part) => document.getElementById(part)?.textContent).join('');
};
/** Polls an async check (settle() takes synchronous ones), for up to about 10 s under load. */
async function eventually(check: () => Promise<void>, tries = 1_000) {
  for (let i = 1; ; i++) {
    try {
      return await check();
    } catch (error) {
      if (i >= tries) throw error;
      await elapse(10);
    }
  }
}
const queued = async () =>
  (await db!.sync_queue.find().exec()).map((op) => ({ endpoint: op.endpoint, data: op.data }));
const stored = async (group: string) =>
  (await db!.config.findOne(`settings:${group}`).exec())?.value as Record<string, unknown>;

describe('Settings › Organization', () => {
  it('names each bad field and queues nothing, then queues the fixed group and shows it', async () => {
    await show(<SettingsOrganizationRoute />);
    typeInto(field('Organization name'), '  ');
    typeInto(field('Primary colour'), 'blue');
    typeInto(field('Email'), 'not-an-email');
    typeInto(field('Phone'), '12');
    typeInto(field('Website'), 'javascript:alert(1)');
    click(buttonByText(document, 'Save'));
    await settle(() => expect(errorOf('Email')).toBe('Enter a valid email address'));
    expect(errorOf('Organization name')).toBe('Organization name is required');
    expect(errorOf('Primary colour')).toBe('Must be a hex colour such as #2563eb');
    expect(errorOf('Phone')).toBe('A phone number needs at least 7 digits');
    expect(errorOf('Website')).toBe('Enter a web address starting with https://');
    expect(await queued()).toEqual([]);

    typeInto(field('Organization name'), 'Harbor Claims');
    typeInto(field('Primary colour'), '#0f766e');
    typeInto(field('Email'), 'desk@harbor.example');
    typeInto(field('Phone'), '555 010 0199');
    typeInto(field('Website'), 'https://harbor.example');
    click(buttonByText(document, 'Save'));
    await settle(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe('Saved'),
    );
    const [op] = await queued();
    expect(op?.endpoint).toBe('/organizations/org-demo/settings/organization');
    expect(op?.data).toMatchObject({ name: 'Harbor Claims', primaryColor: '#0f766e' });
    expect(await stored('organization')).toMatchObject({ primaryColor: '#0f766e' });
  });

  it('is read only, with the reason, without manage_settings', async () => {
    await show(<SettingsOrganizationRoute />, []);
    await settle(() => expect(document.body.textContent).toContain(READ_ONLY_REASON));
    expect(field('Organization name').matches(':disabled')).toBe(true);
    expect(() => buttonByText(document, 'Save')).toThrow();
    expect(() => buttonByText(document, 'Upload logo')).toThrow();
  });
});

describe('Settings › Notifications', () => {
  it('asks for whole hours, then queues the toggles and interval', async () => {
    await show(<SettingsNotificationsRoute />);
    typeInto(field('Reminder interval'), '');
    click(buttonByText(document, 'Save'));
    await settle(() => expect(errorOf('Reminder interval')).toBe(REMINDER_MESSAGE));
    expect(await queued()).toEqual([]);
    typeInto(field('Reminder interval'), '48');
    click(switchOf('SMS'));
    click(buttonByText(document, 'Save'));
    await eventually(async () => expect(await queued()).toHaveLength(1));
    const [op] = await queued();
    expect(op?.endpoint).toBe('/organizations/org-demo/settings/notifications');
    expect(op?.data).toMatchObject({ reminderInterval: 48, smsNotifications: true });
  });
});

describe('Settings › Documents', () => {
  it('asks for a size and at least one type', async () => {
    await show(<SettingsDocumentsRoute />);
    typeInto(field('Maximum file size'), '');
    const buttons = document.querySelectorAll<HTMLButtonElement>('.mantine-TagsInput-root button');
    click([...buttons].at(-1) ?? null); // the clear button, after each type's remove button
    click(buttonByText(document, 'Save'));
    await settle(() => expect(errorOf('Maximum file size')).toBe(FILE_SIZE_MESSAGE));
    expect(errorOf('Allowed file types')).toBe('Allow at least one file type');
    expect(await queued()).toEqual([]);
  });
});

describe('Settings › Offline', () => {
  it('sends forced local claims through its own call, never with the group', async () => {
    await show(<OfflineSettingsForm />);
    click(switchOf('Force local claims'));
    await eventually(async () => expect(await queued()).toHaveLength(1));
    typeInto(field('Sync interval'), '30');
    click(buttonByText(document, 'Save'));
    await eventually(async () => expect(await queued()).toHaveLength(2));
    const [force, group] = await queued();
    expect(force).toEqual({
      endpoint: '/organizations/org-demo/settings/offline/force_local_claims',
      data: { forceLocalClaims: true },
    });
    expect(group?.endpoint).toBe('/organizations/org-demo/settings/offline');
    expect(group?.data).toMatchObject({ syncInterval: 30 });
    expect(group?.data).not.toHaveProperty('forceLocalClaims');
    // The operation is stored before the record is patched: wait for the patch.
    await eventually(async () =>
      expect(await stored('offline')).toMatchObject({ syncInterval: 30, forceLocalClaims: true }),
    );
  });
});
