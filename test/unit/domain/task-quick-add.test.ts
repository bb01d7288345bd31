import { afterEach, describe, expect, it } from 'vitest';
import { parseQuickAdd } from '../../../src/domain/task-quick-add';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('quick add', () => {
  it.each(['America/Los_Angeles', 'Asia/Tokyo'])(
    'reads a trailing day and a priority in %s',
    (zone) => {
      process.env.TZ = zone;
      // Wednesday 11 March 2026, late evening where the user is.
      const now = new Date(2026, 2, 11, 23, 30);
      expect(parseQuickAdd('Call the insured tomorrow !high', now)).toEqual({
        title: 'Call the insured',
        dueDate: '2026-03-12',
        priority: 'high',
      });
      expect(parseQuickAdd('  Order   report today ', now)).toEqual({
        title: 'Order report',
        dueDate: '2026-03-11',
        priority: null,
      });
      expect(parseQuickAdd('Re-inspect Friday', now).dueDate).toBe('2026-03-13');
      expect(parseQuickAdd('Weekly review wednesday', now).dueDate).toBe('2026-03-18');
    },
  );

  it('keeps a day word inside the title and a lone day word as the title', () => {
    const now = new Date(2026, 2, 11, 9);
    expect(parseQuickAdd('Check today photos', now)).toEqual({
      title: 'Check today photos',
      dueDate: null,
      priority: null,
    });
    expect(parseQuickAdd('Tomorrow', now)).toMatchObject({ title: 'Tomorrow', dueDate: null });
    expect(parseQuickAdd('!LOW Tidy the files', now)).toMatchObject({
      title: 'Tidy the files',
      priority: 'low',
    });
  });
});
