// Steps other layers plug into a moment of the session's life: on reconnect (SPEC 4: confirm
// the session, re-fetch contacts, claims and settings, drain the queue) and before logout (push
// what can be pushed). They run one after another in registration order, and a failing step
// does not stop the ones after it.
export type Hook = () => Promise<unknown> | void;

export interface HookList {
  /** Returns a function that removes the hook. */
  add(hook: Hook): () => void;
  /** Runs every hook; a call while a run is under way queues exactly one more run. */
  run(): Promise<void>;
}

export function createHookList(): HookList {
  const hooks: Hook[] = [];
  let running: Promise<void> | null = null;
  let again = false;

  async function runAll() {
    do {
      again = false;
      for (const hook of [...hooks]) {
        try {
          await hook();
        } catch {
          // The step's own status (sync text, queue metadata) reports it; the rest still run.
        }
      }
    } while (again);
  }

  return {
    add(hook) {
      hooks.push(hook);
      return () => {
        const index = hooks.indexOf(hook);
        if (index >= 0) hooks.splice(index, 1);
      };
    },
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = runAll().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
