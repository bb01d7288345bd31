import { notifications } from '@mantine/notifications';

/**
 * The one way the app reports a failed action: runs a local write and shows a refusal (not a
 * network failure: those queue) as a notification, never swallowed. A notification outlives the
 * component that failed (a dragged card, a closed menu) and looks the same on every screen.
 * `onFailed` takes back what the screen showed ahead of the write.
 */
export function runAction(
  action: () => Promise<unknown>,
  failure: string,
  onFailed?: () => void,
): void {
  void action().catch((error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : failure;
    notifications.show({ color: 'red', title: failure, message });
    onFailed?.();
  });
}
