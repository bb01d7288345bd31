import { afterEach, expect, it } from 'vitest';
import { PREFERENCES_ID } from '../../../src/collections/config/config.schema';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { removeDatabase } from '../../../src/db/current-database';
import type { ClaimColumn } from '../../../src/domain/claim-columns';
import { ClaimsColumnsRoute } from '../../../src/features/claims/settings/settings-claims-columns.route';
import { ClaimsKanbanRoute } from '../../../src/features/claims/settings/settings-claims-kanban.route';
import { newKey, openLocal, waitFor } from '../data/support/local-db';
import { click } from '../support/interact';
import { byLabel } from '../support/queries';
import { renderUi, settle } from '../support/render';
import { sessionUser, WithSession } from '../support/session-services';

// Seen in CI under load: hiding City and then moving Status before the first save had reached the
// screen wrote the whole column list as rendered, with City visible again.
afterEach(() => removeDatabase());

async function renderWithDatabase(userId: string, screen: React.ReactNode) {
  const db = await openLocal(userId, await newKey());
  renderUi(
    <AppDatabaseContext.Provider value={db}>
      <WithSession user={sessionUser([])}>{screen}</WithSession>
    </AppDatabaseContext.Provider>,
    { mantine: 'test' },
  );
  const stored = async () =>
    ((await db.config.findOne(PREFERENCES_ID).exec())?.value ?? {}) as Record<string, unknown>;
  return { db, stored };
}

it('clicks made before the last save shows on screen all keep their effect', async () => {
  const { stored } = await renderWithDatabase('u-columns-quick', <ClaimsColumnsRoute />);
  await settle(() => byLabel(document, 'City'));
  click(byLabel(document, 'City'));
  click(byLabel(document, 'Move Status up'));
  click(byLabel(document, 'Move Status up'));
  const columns = await waitFor(async () => {
    const value = (await stored()).claimsColumns as ClaimColumn[] | undefined;
    return value && value.findIndex((c) => c.field === 'status') === 2 ? value : undefined;
  });
  expect(columns.find((c) => c.field === 'city')?.visible).toBe(false);
  expect(columns.slice(0, 3).map((c) => c.field)).toEqual([
    'claimNumber',
    'policyNumber',
    'status',
  ]);
});

it('kanban card fields keep every quick change too', async () => {
  const { stored } = await renderWithDatabase('u-kanban-quick', <ClaimsKanbanRoute />);
  await settle(() => byLabel(document, 'Customer Name'));
  click(byLabel(document, 'Customer Name'));
  click(byLabel(document, 'Policy Number'));
  const fields = await waitFor(async () => {
    const value = (await stored()).kanbanFields as string[] | undefined;
    return value?.includes('policyNumber') ? value : undefined;
  });
  expect(fields).toEqual(['claimNumber', 'dateOfLoss', 'assignedTo', 'policyNumber']);
});
