import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TaskForm, type TaskFormProps } from './task-form';

export interface TaskFormModalProps extends TaskFormProps {
  opened: boolean;
}

/** The task form in a dialog; the form mounts afresh each time it opens. */
export function TaskFormModal({ opened, ...form }: TaskFormModalProps) {
  // A phone gets the whole screen: the form is long and the keyboard takes half of it.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      fullScreen={phone}
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
