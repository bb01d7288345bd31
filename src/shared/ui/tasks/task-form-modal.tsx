import { Modal } from '@mantine/core';
import { TaskForm, type TaskFormProps } from './task-form';

export interface TaskFormModalProps extends TaskFormProps {
  opened: boolean;
}

/** The task form in a dialog; the form mounts afresh each time it opens. */
export function TaskFormModal({ opened, ...form }: TaskFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={form.onCancel}
      title={form.mode === 'create' ? 'New task' : 'Edit task'}
      size="lg"
      centered
    >
      {opened && <TaskForm {...form} />}
    </Modal>
  );
}
