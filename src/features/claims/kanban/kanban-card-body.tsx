import type { ClaimColumn } from '../../../domain/claim-columns';
import { statusDueAt } from '../../../domain/claim-status';
import type { Claim } from '../../../domain/claim.schema';
import { claimFieldText } from '../claim-field-value';
import type { ClaimLookups } from '../claim-lookups';
import type { SyncState } from '../../../shared/ui/sync-state';
import { DetailsElsewhereMark } from '../details-elsewhere-mark';
import { OverdueBadge } from '../overdue-badge';
import { SyncStateBadge } from '../../../shared/ui/sync-state-badge';

export interface KanbanCardBodyProps {
  claim: Claim;
  /** Visible fields in order; the first is the card's title. */
  fields: readonly ClaimColumn[];
  lookups: ClaimLookups;
  syncState: SyncState;
}

/**
 * What a card shows (styled by kanban-board.css); also the drag overlay's content, which must not
 * register a draggable.
 */
export function KanbanCardBody({ claim, fields, lookups, syncState }: KanbanCardBodyProps) {
  const [title, ...rest] = fields;
  const due = statusDueAt(lookups.statuses, claim.status, claim.statusChangedAt);
  const overdue = due && due.getTime() < (lookups.now ?? new Date()).getTime() ? due : null;
  const elsewhere = lookups.detailsElsewhere?.has(claim.id) ?? false;
  const titleText = title ? claimFieldText(claim, title.field, lookups) || '—' : claim.claimNumber;
  return (
    <div className="kanban-card-body">
      <div className="kanban-card-title" title={titleText}>
        {titleText}
      </div>
      {rest.map((field) => {
        const value = claimFieldText(claim, field.field, lookups);
        return (
          <div key={field.id} className="kanban-card-field">
            <span className="kanban-card-label">{field.header}</span>
            <span className="kanban-card-value" title={value || undefined}>
              {value || '—'}
            </span>
          </div>
        );
      })}
      {(overdue || syncState !== 'synced' || elsewhere) && (
        <div className="kanban-card-badges">
          {overdue && <OverdueBadge dueAt={overdue} />}
          {syncState !== 'synced' && <SyncStateBadge state={syncState} recordId={claim.id} />}
          {elsewhere && syncState === 'synced' && <DetailsElsewhereMark />}
        </div>
      )}
    </div>
  );
}
