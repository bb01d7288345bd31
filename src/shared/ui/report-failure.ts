import { notifications } from '@mantine/notifications';

/** Runs a local write; a refusal (not a network failure: those queue) is shown, never swallowed. */
export function runAction(action: () => Promise<unknown>, failure: string): void {
  void action().catch((error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : failure;
    notifications.show({ color: 'red', title: failure, message });
  });
}
