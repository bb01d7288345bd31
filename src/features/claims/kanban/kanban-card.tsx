import { useDraggable } from '@dnd-kit/core';
import { IconDots, IconGripVertical } from '@tabler/icons-react';
import { memo, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import type { ClaimLookups } from '../claim-lookups';
import type { ClaimSyncState } from '../claim-sync-state';
import { KanbanCardBody } from './kanban-card-body';

export interface KanbanCardProps {
  claim: Claim;
  /** Visible fields in order; the first is the card's title. */
  fields: readonly ClaimColumn[];
  lookups: ClaimLookups;
  syncState: ClaimSyncState;
  onOpen: (claimId: string) => void;
  /** Opens the board's shared "Move to" menu at this card's button. */
  onOpenMenu: (claimId: string, button: HTMLElement) => void;
}

/**
 * A draggable claim card: pointer-drag anywhere, keyboard-drag with the grip, or "Move to". Cards
 * mount by the hundred on every filter change, so the menu is the board's, not the card's, and
 * the card is plain elements styled by kanban-board.css.
 */
export const KanbanCard = memo(function KanbanCard(props: KanbanCardProps) {
  const { claim, fields, lookups, syncState, onOpen, onOpenMenu } = props;
  const drag = useDraggable({ id: claim.id, data: { status: claim.status } });
  // dnd-kit types its listeners loosely; the pointer one goes on the card, the keyboard one on the grip.
  const label = claim.claimNumber || 'new claim';
  return (
    <div
      ref={drag.setNodeRef}
      className="kanban-card"
      tabIndex={0}
      aria-label={`Claim ${label}. Press Enter to open.`}
      data-claim-id={claim.id}
      data-dragging={drag.isDragging || undefined}
      onPointerDown={drag.listeners?.onPointerDown as PointerEventHandler | undefined}
      onClick={() => onOpen(claim.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(claim.id);
      }}
    >
      <KanbanCardBody claim={claim} fields={fields} lookups={lookups} syncState={syncState} />
      <div className="kanban-card-tools" onClick={(event) => event.stopPropagation()}>
        <button
          ref={drag.setActivatorNodeRef}
          type="button"
          className="kanban-card-tool"
          {...drag.attributes}
          onKeyDown={drag.listeners?.onKeyDown as KeyboardEventHandler | undefined}
          aria-label={`Drag claim ${label}`}
        >
          <IconGripVertical size={14} stroke={1.6} aria-hidden />
        </button>
        <button
          type="button"
          className="kanban-card-tool"
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={`Move claim ${label}`}
          onClick={(event) => onOpenMenu(claim.id, event.currentTarget)}
        >
          <IconDots size={14} stroke={1.6} aria-hidden />
        </button>
      </div>
    </div>
  );
});
