import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { TASK_LINK_PARAM } from '../../shared/routes/task-link';

/**
 * Opens the task a link names once this device holds it (a notification may arrive a moment before
 * its task is pulled), then drops the parameter so closing the editor stays closed.
 */
export function useLinkedTask(has: (id: string) => boolean, open: (id: string) => void): void {
  const [params, setParams] = useSearchParams();
  const linked = params.get(TASK_LINK_PARAM);
  const ready = linked !== null && has(linked);
  useEffect(() => {
    if (!ready || linked === null) return;
    open(linked);
    setParams(
      (current) => {
        current.delete(TASK_LINK_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [ready, linked, open, setParams]);
}
