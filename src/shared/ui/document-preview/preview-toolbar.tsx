import { ActionIcon, Button, Divider, Group, Text, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconArrowsMinimize,
  IconRotateClockwise,
  IconZoomIn,
  IconZoomOut,
  IconArrowBigUp,
  IconArrowBigDown,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DocumentPreviewKind } from '../../../domain/document-preview-kind';
import { rotated, turnedPage, zoomedIn, zoomedOut, type PreviewView } from './preview-view';

function Control(props: {
  label: string;
  keys: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={`${props.label} (${props.keys})`} withArrow openDelay={400}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={props.label}
        aria-keyshortcuts={props.keys}
        onClick={props.onClick}
        disabled={props.disabled}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

export interface PreviewToolbarProps {
  kind: DocumentPreviewKind;
  view: PreviewView;
  onView: (view: PreviewView) => void;
  position: { index: number; count: number };
  onMove: (by: -1 | 1) => void;
  onDownload: () => void;
  downloading?: boolean;
  /** Zoom and turn only once there is something to zoom. */
  ready: boolean;
}

/**
 * The preview's buttons (a file it cannot show has its Download in the body instead); each names
 * its key, and the keys do the same (preview-keys.ts).
 */
export function PreviewToolbar({
  kind,
  view,
  onView,
  position,
  ready,
  ...props
}: PreviewToolbarProps) {
  const zoomable = ready && kind !== 'other';
  const turnable = ready && (kind === 'image' || kind === 'pdf');
  const paged = ready && kind === 'pdf' && view.pageCount !== null;
  return (
    <Group gap={6} wrap="wrap" role="toolbar" aria-label="Preview controls">
      <Control
        label="Previous document"
        keys="ArrowLeft"
        onClick={() => props.onMove(-1)}
        disabled={position.index <= 0}
      >
        <IconChevronLeft size={18} />
      </Control>
      <Text size="sm" c="dimmed" miw="4.5em" ta="center" data-preview-position>
        {position.index + 1} of {position.count}
      </Text>
      <Control
        label="Next document"
        keys="ArrowRight"
        onClick={() => props.onMove(1)}
        disabled={position.index >= position.count - 1}
      >
        <IconChevronRight size={18} />
      </Control>
      {zoomable && (
        <>
          <Divider orientation="vertical" />
          <Control label="Zoom out" keys="-" onClick={() => onView(zoomedOut(view))}>
            <IconZoomOut size={18} />
          </Control>
          <Text size="sm" miw="3.5em" ta="center" aria-live="polite" data-preview-zoom>
            {Math.round(view.zoom * 100)}%
          </Text>
          <Control label="Zoom in" keys="+" onClick={() => onView(zoomedIn(view))}>
            <IconZoomIn size={18} />
          </Control>
          <Control label="Fit" keys="0" onClick={() => onView({ ...view, zoom: 1 })}>
            <IconArrowsMinimize size={18} />
          </Control>
        </>
      )}
      {turnable && (
        <Control label="Rotate" keys="R" onClick={() => onView(rotated(view))}>
          <IconRotateClockwise size={18} />
        </Control>
      )}
      {paged && (
        <>
          <Divider orientation="vertical" />
          <Control
            label="Previous page"
            keys="PageUp"
            onClick={() => onView(turnedPage(view, -1))}
            disabled={view.page <= 1}
          >
            <IconArrowBigUp size={18} />
          </Control>
          <Text size="sm" miw="6em" ta="center" aria-live="polite" data-preview-page>
            Page {view.page} of {view.pageCount}
          </Text>
          <Control
            label="Next page"
            keys="PageDown"
            onClick={() => onView(turnedPage(view, 1))}
            disabled={view.page >= (view.pageCount ?? 1)}
          >
            <IconArrowBigDown size={18} />
          </Control>
        </>
      )}
      {kind !== 'other' && (
        <Button
          variant="default"
          ml="auto"
          leftSection={<IconDownload size={16} />}
          onClick={props.onDownload}
          loading={props.downloading}
        >
          Download
        </Button>
      )}
    </Group>
  );
}
