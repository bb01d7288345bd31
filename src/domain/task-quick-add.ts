import { addDays, localDay } from './calendar-day';
import type { TaskPriority } from './task.schema';

export interface QuickTask {
  title: string;
  dueDate: string | null;
  priority: TaskPriority | null;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const PRIORITY = /^!(high|medium|low)$/i;

function dayOf(word: string, now: Date): string | null {
  const lower = word.toLowerCase();
  if (lower === 'today') return localDay(now);
  if (lower === 'tomorrow') return addDays(localDay(now), 1);
  const weekday = WEEKDAYS.indexOf(lower);
  if (weekday === -1) return null;
  // The next such day, a week on when it is today.
  return addDays(localDay(now), ((weekday - now.getDay() + 6) % 7) + 1);
}

/**
 * Quick add, one line: "Call the insured tomorrow !high" is a task titled "Call the insured", due
 * tomorrow, high priority. Only a trailing day word (today, tomorrow, a weekday) and a `!priority`
 * anywhere are read; everything else is the title, as typed.
 */
export function parseQuickAdd(line: string, now: Date): QuickTask {
  let priority: TaskPriority | null = null;
  const words = line
    .trim()
    .split(/\s+/)
    .filter((word) => {
      const match = PRIORITY.exec(word);
      if (!match) return true;
      priority = match[1]!.toLowerCase() as TaskPriority;
      return false;
    });
  const last = words.at(-1);
  const dueDate = words.length > 1 && last ? dayOf(last, now) : null;
  if (dueDate) words.pop();
  return { title: words.join(' '), dueDate, priority };
}
