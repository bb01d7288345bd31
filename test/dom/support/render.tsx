import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';

// Plain React DOM on jsdom (no testing library): a real root in the document, every update
// wrapped in act() unless a test says otherwise.
import './react-jsdom';
import './jsdom-layout';

export interface RenderOptions {
  /**
   * 'app' wraps in MantineProvider as the app does; 'test' uses Mantine's test env, whose
   * transitions and portals cannot time out of act(); 'none' renders bare React, for tests that
   * read the container's whole text (Mantine adds its CSS variables as a style element).
   */
  mantine?: 'app' | 'test' | 'none';
  /** Renders outside act(), as the app does, for updates that arrive whenever a server answers. */
  outsideAct?: boolean;
}

export interface RenderedUi {
  container: HTMLElement;
  rerender: (node: ReactNode) => void;
  /** Unmounts now, for tests that tear down what the UI reads before the next test starts. */
  unmount: () => void;
}

// Whatever a test leaves mounted is unmounted after it, so no test sees another's UI.
const mounted = new Set<() => void>();
afterEach(() => {
  for (const unmount of mounted) unmount();
});

export function renderUi(node: ReactNode, options: RenderOptions = {}): RenderedUi {
  const { mantine = 'app', outsideAct = false } = options;
  const run = outsideAct ? (update: () => void) => update() : (update: () => void) => act(update);
  const wrap = (child: ReactNode) =>
    mantine === 'none' ? (
      child
    ) : (
      <MantineProvider env={mantine === 'test' ? 'test' : 'default'}>{child}</MantineProvider>
    );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  run(() => root.render(wrap(node)));
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    run(() => root.unmount());
    container.remove();
  };
  mounted.add(unmount);
  return { container, rerender: (next) => run(() => root.render(wrap(next))), unmount };
}

/** Lets `ms` of real time pass inside act(), so React commits what timers and promises set off. */
export async function elapse(ms = 0): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** Polls an assertion, letting React flush its updates inside act() between tries. */
export async function settle<T>(assertion: () => T, tries = 200): Promise<T> {
  for (let i = 1; ; i++) {
    await elapse(10);
    try {
      return assertion();
    } catch (error) {
      if (i >= tries) throw error;
    }
  }
}
