import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { canAddEvents } from '../../domain/calendar-access';
import { defaultEventEnd } from '../../domain/calendar-working-time';
import { TaskEditor, type TaskEditorTarget } from '../../shared/tasks/task-editor';
import { PageHeader } from '../../shared/ui/page-header';
import { CalendarWorkspace } from './calendar-workspace';
import { EventEditor, type EventEditorTarget } from './event-editor';
import { useCalendarEventActions } from './use-calendar-event-actions';
import { usePermissions } from '../../shared/services/use-permissions';

/** The next whole hour: where "New event" (the keyboard's way to add one) starts. */
function nextHour(): Date {
  const at = new Date();
  at.setHours(at.getHours() + 1, 0, 0, 0);
  return at;
}

/**
 * The calendar screen. The grid is FullCalendar (MIT; chosen over a home-made grid or smaller
 * libraries for its maintained day/week/month views, drag and resize, business hours and keyboard
 * focus on events): see calendar-board.tsx, and docs/architecture.md "The calendar".
 */
export function CalendarRoute() {
  const permissions = usePermissions();
  const actions = useCalendarEventActions();
  const { defaultEventDuration } = useSettingsGroup('calendar');
  const [editor, setEditor] = useState<EventEditorTarget | null>(null);
  const [taskEditor, setTaskEditor] = useState<TaskEditorTarget | null>(null);
  const addNew = () => {
    const start = nextHour();
    setEditor({ mode: 'create', start, end: defaultEventEnd(start, defaultEventDuration) });
  };
  return (
    <>
      <PageHeader
        title="Calendar"
        description="Inspections, appointments and task deadlines; click an empty slot to add an event."
        actions={
          canAddEvents(permissions) && (
            <Button leftSection={<IconPlus size={16} />} onClick={addNew}>
              New event
            </Button>
          )
        }
      />
      <CalendarWorkspace
        actions={actions}
        onEditEvent={setEditor}
        onEditTask={(task) => setTaskEditor({ mode: 'edit', task })}
      />
      <EventEditor target={editor} actions={actions} onClose={() => setEditor(null)} />
      <TaskEditor target={taskEditor} onClose={() => setTaskEditor(null)} />
    </>
  );
}
