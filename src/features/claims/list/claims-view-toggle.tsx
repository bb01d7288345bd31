import { SegmentedControl } from '@mantine/core';
import {
  CLAIM_VIEW_TYPES,
  isClaimViewType,
  type ClaimViewType,
} from '../../../domain/claim-columns';

const LABELS: Record<ClaimViewType, string> = { list: 'List', kanban: 'Kanban' };

export function ClaimsViewToggle(props: {
  value: ClaimViewType;
  onChange: (view: ClaimViewType) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Claims view"
      size="xs"
      value={props.value}
      onChange={(next) => {
        if (isClaimViewType(next)) props.onChange(next);
      }}
      data={CLAIM_VIEW_TYPES.map((view) => ({ value: view, label: LABELS[view] }))}
    />
  );
}
