import { and, eq } from 'drizzle-orm';
import { addStatus, INVALID_STATUS_MESSAGE } from '../../../../src/domain/claim-status';
import type { ClaimStatusConfig } from '../../../../src/domain/claim-status';
import { STATUS_EXISTS_MESSAGE } from '../../../../src/domain/settings.schema';
import type { Db } from '../../../db/client';
import { claims } from '../../../db/schema/claims';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createSettingsRepository } from '../../../repositories/settings.repository';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import {
  saveGroup,
  statusesInUse,
  statusInUseMessage,
  withDefaults,
} from '../settings/settings.service';
import { moveClaimOutOf, type MovedNotes } from './claim-status-move';

export const STATUS_NOT_FOUND = 'Status not found';

export interface StatusChange {
  name?: string;
  timeoutDays?: number | null;
  position?: number;
}

async function currentStatuses(tx: Db, organizationId: string) {
  const row = await createSettingsRepository(tx).findGroup(organizationId, 'claimSettings');
  const statuses = withDefaults(row ? [row] : []).claimSettings.statuses as ClaimStatusConfig[];
  return statuses.map((s) => ({ ...s }));
}

function indexOf(statuses: readonly ClaimStatusConfig[], name: string) {
  const index = statuses.findIndex((s) => s.name === name);
  if (index === -1) throw notFound(STATUS_NOT_FOUND);
  return index;
}

const save = (tx: Db, auth: AuthContext, statuses: ClaimStatusConfig[], expected?: number) =>
  saveGroup(tx, auth.organizationId, 'claimSettings', { statuses }, expected);

// The configurable claim statuses of SPEC 4, kept in the claimSettings group. Every change runs in
// one transaction with the group row locked (saveGroup), claims included.
export function createClaimStatusService(db: Db) {
  return {
    list: (organizationId: string) => currentStatuses(db, organizationId),

    add(
      auth: AuthContext,
      name: string,
      timeoutDays: number | null | undefined,
      expected?: number,
    ) {
      return db.transaction(async (tx) => {
        const next = addStatus(await currentStatuses(tx, auth.organizationId), name, timeoutDays);
        if (!next) throw new HttpError(409, STATUS_EXISTS_MESSAGE);
        return save(tx, auth, next, expected);
      });
    },

    /** Rename (the claims in it follow, without a status-change note), new timeout, or move. */
    update(auth: AuthContext, name: string, change: StatusChange, expected?: number) {
      return db.transaction(async (tx) => {
        const statuses = await currentStatuses(tx, auth.organizationId);
        const index = indexOf(statuses, name);
        const status = statuses[index]!;
        const renamed = change.name !== undefined && change.name !== name;
        if (
          renamed &&
          statuses.some(
            (s, i) => i !== index && s.name.toLowerCase() === change.name!.toLowerCase(),
          )
        ) {
          throw new HttpError(409, STATUS_EXISTS_MESSAGE);
        }
        const updated = {
          name: change.name ?? status.name,
          timeoutDays: change.timeoutDays === undefined ? status.timeoutDays : change.timeoutDays,
        };
        statuses.splice(index, 1);
        const position = Math.min(change.position ?? index, statuses.length);
        statuses.splice(position, 0, updated);
        if (renamed) await renameInClaims(tx, auth.organizationId, name, updated.name);
        return save(tx, auth, statuses, expected);
      });
    },

    /**
     * Remove a status; its claims, if any, move to `moveTo` as ordinary status changes. `moved`
     * names the Status Change notes a device already shows for the claims it moved itself, so the
     * server's notes take those ids (one note per claim, wherever the move ran first). `absentOk`
     * answers a replay after the status is gone with the current list instead of 404.
     */
    remove(
      auth: AuthContext,
      name: string,
      moveTo: string | undefined,
      expected?: number,
      options: { moved?: MovedNotes; absentOk?: boolean } = {},
    ) {
      return db.transaction(async (tx) => {
        const statuses = await currentStatuses(tx, auth.organizationId);
        if (options.absentOk && !statuses.some((s) => s.name === name)) {
          const row = await createSettingsRepository(tx).findGroup(
            auth.organizationId,
            'claimSettings',
          );
          return row ?? save(tx, auth, statuses, expected);
        }
        const index = indexOf(statuses, name);
        if (statuses.length === 1) throw badRequest('At least one status is required');
        const inUse = (await statusesInUse(tx, auth.organizationId, [name])).length > 0;
        if (inUse && moveTo === undefined) throw new HttpError(409, statusInUseMessage(name));
        if (inUse) {
          assertTarget(statuses, name, moveTo);
          const held = await tx
            .select({ id: claims.id })
            .from(claims)
            .where(
              and(
                eq(claims.organizationId, auth.organizationId),
                eq(claims.status, name),
                eq(claims.deleted, false),
              ),
            );
          for (const claim of held) {
            await moveClaimOutOf(tx, auth, claim.id, name, moveTo!, options.moved?.[claim.id]);
          }
        }
        statuses.splice(index, 1);
        return save(tx, auth, statuses, expected);
      });
    },

    /** One claim of a status being removed, moved by the device that holds it (idempotent). */
    moveClaim(auth: AuthContext, from: string, claimId: string, to: string, noteId?: string) {
      return db.transaction(async (tx) => {
        assertTarget(await currentStatuses(tx, auth.organizationId), from, to);
        return moveClaimOutOf(tx, auth, claimId, from, to, noteId);
      });
    },
  };
}

function assertTarget(
  statuses: readonly ClaimStatusConfig[],
  from: string,
  to: string | undefined,
) {
  if (to === from || !statuses.some((s) => s.name === to)) {
    throw badRequest(INVALID_STATUS_MESSAGE, { move_to: INVALID_STATUS_MESSAGE });
  }
}

async function renameInClaims(tx: Db, organizationId: string, from: string, to: string) {
  const rows = await tx
    .update(claims)
    .set({ status: to })
    .where(and(eq(claims.organizationId, organizationId), eq(claims.status, from)))
    .returning();
  for (const row of rows) await publishChange(tx, changeOf('claims', row, { claimId: row.id }));
}
