import { Menu, usePopoverContext } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useLayoutEffect } from 'react';
import type { ClaimStatusConfig } from '../../../domain/claim-status';
import type { Claim } from '../../../domain/claim.schema';

/** The card whose "Move claim" button was pressed, and that button (the menu's anchor). */
export interface KanbanMenuTarget {
  claimId: string;
  button: HTMLElement;
}

/**
 * Anchors the menu to a card's own button instead of a `Menu.Target` child, so cards carry no menu
 * of their own. It also gives the button the ARIA state `Menu.Target` would have given it.
 */
function AnchorTo({ element }: { element: HTMLElement }) {
  const popover = usePopoverContext();
  const { reference, getDropdownId } = popover;
  useLayoutEffect(() => {
    reference(element);
    element.setAttribute('aria-expanded', 'true');
    element.setAttribute('aria-controls', getDropdownId());
    return () => {
      element.setAttribute('aria-expanded', 'false');
      element.removeAttribute('aria-controls');
    };
  }, [element, reference, getDropdownId]);
  return null;
}

export interface KanbanMoveMenuProps {
  target: KanbanMenuTarget | null;
  claim: Claim | undefined;
  statuses: readonly ClaimStatusConfig[];
  onClose: () => void;
  onMoveClaim: (claimId: string, toStatus: string) => void;
}

/** The board's one "Move to" menu, opened for the card whose button was pressed. */
export function KanbanMoveMenu({
  target,
  claim,
  statuses,
  onClose,
  onMoveClaim,
}: KanbanMoveMenuProps) {
  const opened = target !== null && claim !== undefined;
  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        if (!next) onClose();
      }}
      position="bottom-end"
      withinPortal
      shadow="md"
    >
      {target && <AnchorTo element={target.button} />}
      <Menu.Dropdown
        aria-label={claim ? `Move claim ${claim.claimNumber || 'new claim'}` : undefined}
      >
        <Menu.Label>Move to</Menu.Label>
        {claim &&
          statuses
            .filter((s) => s.name !== claim.status)
            .map((s) => (
              <Menu.Item
                key={s.name}
                leftSection={<IconArrowsMove size={14} />}
                onClick={() => onMoveClaim(claim.id, s.name)}
              >
                {s.name}
              </Menu.Item>
            ))}
      </Menu.Dropdown>
    </Menu>
  );
}
