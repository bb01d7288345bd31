/** The same value with every occurrence of one id replaced (ids inside strings included). */
export function replaceId<T>(value: T, from: string, to: string): T {
  if (value === undefined) return value;
  return JSON.parse(JSON.stringify(value).replaceAll(from, to)) as T;
}

export function mentions(value: unknown, id: string): boolean {
  return value !== undefined && JSON.stringify(value).includes(id);
}
