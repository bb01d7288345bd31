import { notifications } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../../src/api/api.types';
import { EVENT_ICS_FAILED_MESSAGE } from '../../../src/api/calendar-feed.api';
import { downloadEventIcs } from '../../../src/features/calendar/download-event-ics';
import {
  CalendarFeedCard,
  OFFLINE_MESSAGE,
  ROTATE_FAILED,
} from '../../../src/features/calendar/calendar-feed-card';
import type { SyncStatusState } from '../../../src/replication/sync-status.types';
import { ServicesProvider } from '../../../src/shared/services/services.context';
import type { Services } from '../../../src/shared/services/services.types';
import { renderUi, type RenderedUi } from '../support/render';
import { fixedSyncStatus } from '../support/session-services';

// The calendar link card against a stub API: the URL appears once, a new link replaces it,
// turning off hides it, and offline nothing is asked of the server.

const ok = <T,>(data: T, code = 200): ApiResult<T> => ({ status: 'ok', code, data });
const link = (n: number) => ({
  active: true as const,
  createdAt: '2026-05-01T10:00:00.000Z',
  url: `https://desk.example/api/calendar_feed/token${n}.ics`,
  webcalUrl: `webcal://desk.example/api/calendar_feed/token${n}.ics`,
});

function servicesWith(api: object, state: Partial<SyncStatusState> = {}): Services {
  return {
    api: api as ApiClient,
    syncStatus: fixedSyncStatus(state),
  } as unknown as Services;
}

let view: RenderedUi | undefined;
afterEach(() => {
  view = undefined;
  vi.restoreAllMocks();
});

async function show(services: Services) {
  await act(async () => {
    view = renderUi(
      <ServicesProvider services={services}>
        <CalendarFeedCard providers={{ syncWithGoogle: true }} />
      </ServicesProvider>,
      { mantine: 'test' },
    );
  });
}

const text = () => view!.container.textContent ?? '';
const inputs = () => [...view!.container.querySelectorAll('input')].map((i) => i.value);

async function press(name: string) {
  const button = [...view!.container.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name,
  );
  if (!button) throw new Error(`No button "${name}"`);
  await act(async () => button.click());
}

describe('CalendarFeedCard', () => {
  it('says it needs the server when offline, and asks nothing', async () => {
    const get = vi.fn();
    await show(servicesWith({ get }, { online: false, serverReachable: false }));
    expect(text()).toContain(OFFLINE_MESSAGE);
    expect(get).not.toHaveBeenCalled();
    expect(view!.container.querySelector('button')).toBeNull();
  });

  it('turns on (URL shown once, copyable), makes a new link, and turns off', async () => {
    let n = 0;
    const api = {
      get: vi.fn(async () => ok({ active: false, createdAt: null })),
      post: vi.fn(async () => ok(link(++n), 201)),
      delete: vi.fn(async () => ok({ active: false, createdAt: null })),
    };
    await show(servicesWith(api));
    expect(api.get).toHaveBeenCalledWith('/calendar_feed');
    expect(text()).toContain('Your calendar link is off.');
    expect(text()).toContain('Google Calendar');

    await press('Turn on');
    expect(inputs()).toEqual([link(1).url, link(1).webcalUrl]);
    expect(view!.container.querySelector('[aria-label="Copy subscription link"]')).not.toBeNull();
    expect(text()).toContain('it is not shown again');

    await press('New link');
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(inputs()).toEqual([link(2).url, link(2).webcalUrl]);

    await press('Turn off');
    expect(api.delete).toHaveBeenCalledWith('/calendar_feed');
    expect(inputs()).toEqual([]);
    expect(text()).toContain('Your calendar link is off.');
  });

  it('shows an active link without its URL, and reports a refused action', async () => {
    const shown = vi.spyOn(notifications, 'show').mockReturnValue('n');
    const api = {
      get: vi.fn(async () => ok({ active: true, createdAt: '2026-05-01T10:00:00.000Z' })),
      post: vi.fn(async (): Promise<ApiResult<unknown>> => ({
        status: 'error',
        code: 500,
        message: 'Internal error',
      })),
    };
    await show(servicesWith(api));
    expect(text()).toContain('Your calendar link is on');
    expect(inputs()).toEqual([]);
    await press('New link');
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ title: ROTATE_FAILED, message: 'Internal error' }),
    );
    expect(inputs()).toEqual([]);
  });
});

describe('downloadEventIcs', () => {
  it('fetches the event as .ics and hands it to the browser; rejects when there is no file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:event';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchFile = vi.fn(async () => new Blob(['BEGIN:VCALENDAR\r\n']));
    await downloadEventIcs(fetchFile, 'ev 1', 'Site inspection');
    expect(fetchFile).toHaveBeenCalledWith('/calendar_events/ev%201/ics');
    expect(clicked).toHaveBeenCalledOnce();
    expect(created[0]!.type).toBe('text/calendar');
    await expect(downloadEventIcs(async () => null, 'ev 2')).rejects.toThrow(
      EVENT_ICS_FAILED_MESSAGE,
    );
  });
});
