import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  addableWidgets,
  addWidget,
  moveWidget,
  removeWidget,
  resizeWidget,
  WIDGET_TITLES,
} from '../../domain/dashboard-layout';
import {
  WIDGET_SIZES,
  type DashboardLayout,
  type DashboardWidgetId,
  type WidgetSize,
} from '../../domain/dashboard-layout.schema';
import { SortableList } from '../../shared/ui/sortable-list';
import { SortableRow } from '../../shared/ui/sortable-row';

const SIZE_LABELS: Record<WidgetSize, string> = { third: '1/3', half: '1/2', full: 'Full' };

export interface CustomizePanelProps {
  layout: DashboardLayout;
  permissions: readonly string[];
  customized: boolean;
  /**
   * Gets each change as a function of the latest layout: the one shown may not carry the last
   * change yet (saves go through the local database), and a change computed from it would undo it.
   */
  onChange: (update: (latest: DashboardLayout) => DashboardLayout) => void;
  onReset: () => void;
  /** Where "Done" leaves for; absent on the settings page. */
  onDone?: () => void;
}

/**
 * Add, remove, reorder (drag by the grip with a pointer or the keyboard, or the arrows) and
 * resize the dashboard's widgets; every change is saved at once.
 */
export function CustomizePanel(props: CustomizePanelProps) {
  const { layout, permissions, customized, onChange, onReset, onDone } = props;
  const addable = addableWidgets(layout, permissions);
  const ids = layout.widgets.map((w) => w.id);
  // By the distance moved, from where the widget is now: two quick moves up go two places.
  const move = (from: number, to: number) => {
    const id = ids[from];
    if (!id) return;
    onChange((latest) => {
      const at = latest.widgets.findIndex((w) => w.id === id);
      return moveWidget(latest, at, at + to - from);
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Customize the dashboard">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>Customize the dashboard</Text>
            <Text size="xs" c="dimmed">
              {customized
                ? 'Your layout, saved to your account: it follows you to every device.'
                : 'The default layout for your role. Any change is saved to your account.'}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onReset} disabled={!customized}>
              Reset to default
            </Button>
            {onDone && (
              <Button size="xs" onClick={onDone}>
                Done
              </Button>
            )}
          </Group>
        </Group>
        {layout.widgets.length === 0 ? (
          <Text size="sm" c="dimmed">
            No widgets on the dashboard. Add one below.
          </Text>
        ) : (
          <SortableList ids={ids} label="Dashboard widgets" onMove={move}>
            {layout.widgets.map((widget, index) => {
              const title = WIDGET_TITLES[widget.id];
              return (
                <SortableRow
                  key={widget.id}
                  id={widget.id}
                  label={title}
                  index={index}
                  count={ids.length}
                  onMove={move}
                >
                  <Group gap="xs" wrap="wrap" justify="space-between" style={{ flex: 1 }}>
                    <Text size="sm" miw={120} style={{ flex: 1 }}>
                      {title}
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      <SegmentedControl
                        size="xs"
                        aria-label={`Width of ${title}`}
                        value={widget.size}
                        onChange={(size) =>
                          onChange((latest) => resizeWidget(latest, widget.id, size as WidgetSize))
                        }
                        data={WIDGET_SIZES.map((size) => ({
                          value: size,
                          label: SIZE_LABELS[size],
                        }))}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={`Remove ${title}`}
                        onClick={() => onChange((latest) => removeWidget(latest, widget.id))}
                      >
                        <IconTrash size={14} stroke={1.6} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </SortableRow>
              );
            })}
          </SortableList>
        )}
        {addable.length > 0 && (
          <Select
            label="Add a widget"
            placeholder="Choose a widget"
            data={addable.map((id) => ({ value: id, label: WIDGET_TITLES[id] }))}
            value={null}
            onChange={(id) =>
              id && onChange((latest) => addWidget(latest, id as DashboardWidgetId))
            }
            maw={360}
            size="sm"
          />
        )}
      </Stack>
    </Paper>
  );
}
