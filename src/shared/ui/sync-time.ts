/** "3 min ago (14:05)" for the sync popover; a relative time alone would hide which day it was. */
export function syncTimeText(at: number | null, now: number): string {
  if (at === null) return 'Never';
  const absolute = new Date(at).toLocaleString([], {
    dateStyle: now - at < 86_400_000 ? undefined : 'medium',
    timeStyle: 'short',
  });
  return `${relative(now - at)} (${absolute})`;
}

function relative(ms: number): string {
  const minutes = Math.floor(Math.max(ms, 0) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
