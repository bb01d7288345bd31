import { mayOpen, type RouteId } from '../../shared/routes/route-table';

/**
 * The command palette's in-memory search index (issue 16): one entry per claim, client, task,
 * document and page, built from the decrypted records the app already holds in RxDB (nothing is
 * sent anywhere, so it works offline) and kept up to date record by record as they change.
 *
 * Each entry keeps its searchable text normalized once, when the record is added or changed:
 * lower case, accents removed, split into words and joined as " word word … " (the title's words
 * also on their own). A keystroke then only runs `includes(" " + word)` per query word over these
 * prepared strings (every query word must start a word of the entry), and a query that extends the
 * previous one searches only the previous matches. That keeps a keystroke at 10,000 claims well
 * under 50 ms (bench/command-palette/run.ts measures it against normalizing on every keystroke).
 */

export type SearchKind = 'claim' | 'client' | 'task' | 'document' | 'page';

export interface SearchItem {
  kind: SearchKind;
  id: string;
  title: string;
  description?: string;
  /** Where picking it goes. */
  to: string;
  /** The route `to` opens: an item whose route the user may not open is never offered. */
  routeId: RouteId;
  /** Everything the words may match (the title is always searched). */
  fields: readonly (string | null | undefined)[];
}

export interface SearchHit {
  item: SearchItem;
  key: string;
}

interface Entry {
  key: string;
  item: SearchItem;
  /** " word word … " of the title. */
  title: string;
  /** The title in lower case, for the last tie-break (plain comparison: cheap on many matches). */
  order: string;
  /** " word word … " of the title and every field. */
  all: string;
}

export const itemKey = (item: Pick<SearchItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

const KIND_ORDER: Record<SearchKind, number> = {
  claim: 0,
  client: 1,
  task: 2,
  document: 3,
  page: 4,
};

/** Lower case, accents removed, every run of letters or digits a word. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** " a b c " plus each separated identifier run together ("CLM-2024-7" also as "clm20247"). */
function prepared(texts: readonly (string | null | undefined)[]): string {
  const all: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    const parts = words(text);
    all.push(...parts);
    if (parts.length > 1 && /\d/.test(text) && !/\s/.test(text.trim())) all.push(parts.join(''));
  }
  return ` ${all.join(' ')} `;
}

export interface SearchOptions {
  permissions: readonly string[] | undefined;
  /** Keys of recently picked items, most recent first: they rank first. */
  recent: readonly string[];
  limit?: number;
}

export class SearchIndex {
  private readonly entries = new Map<string, Entry>();
  // The last query's words and matches, so a query that extends it narrows them.
  private last: { words: string[]; matches: Entry[] } | null = null;

  get size(): number {
    return this.entries.size;
  }

  /** Adds or replaces an item (a record created or changed). */
  upsert(item: SearchItem): void {
    const key = itemKey(item);
    this.entries.set(key, {
      key,
      item,
      title: prepared([item.title]),
      order: item.title.toLowerCase(),
      all: prepared([item.title, ...item.fields]),
    });
    this.last = null;
  }

  remove(key: string): void {
    if (this.entries.delete(key)) this.last = null;
  }

  /** Keeps only the given keys of one kind (a record deleted elsewhere). */
  retainKind(kind: SearchKind, keep: ReadonlySet<string>): void {
    for (const entry of this.entries.values()) {
      if (entry.item.kind === kind && !keep.has(entry.key)) this.remove(entry.key);
    }
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * Every item the user may open whose words start with each query word, recent ones first (most
   * recent first), then the best match (a title word counts more than another field; a whole word
   * more than its start), then claims, clients, tasks, documents, pages. An empty query lists the
   * recent items only.
   */
  search(query: string, options: SearchOptions): SearchHit[] {
    const limit = options.limit ?? 20;
    const recentRank = new Map(options.recent.map((key, index) => [key, index]));
    const queryWords = words(query);
    let matches: Entry[];
    if (queryWords.length === 0) {
      matches = options.recent.flatMap((key) => {
        const entry = this.entries.get(key);
        return entry ? [entry] : [];
      });
    } else {
      matches = this.matching(queryWords);
    }
    const allowed = new Map<RouteId, boolean>();
    const mayOpenCached = (id: RouteId) => {
      let result = allowed.get(id);
      if (result === undefined) {
        result = mayOpen(id, options.permissions);
        allowed.set(id, result);
      }
      return result;
    };
    // The best `limit` kept in order while scanning: no sort of thousands of matches on the
    // first keystrokes.
    const best: Scored[] = [];
    for (const entry of matches) {
      if (!mayOpenCached(entry.item.routeId)) continue;
      const scored: Scored = {
        entry,
        recent: recentRank.get(entry.key) ?? Number.POSITIVE_INFINITY,
        score: scoreOf(entry, queryWords),
      };
      if (best.length === limit && rank(scored, best[limit - 1]!) >= 0) continue;
      let at = best.length;
      best.push(scored);
      while (at > 0 && rank(best[at - 1]!, scored) > 0) {
        best[at] = best[at - 1]!;
        at -= 1;
      }
      best[at] = scored;
      if (best.length > limit) best.pop();
    }
    return best.map(({ entry }) => ({ item: entry.item, key: entry.key }));
  }

  private matching(queryWords: string[]): Entry[] {
    const narrowing = this.last !== null && extends_(queryWords, this.last.words);
    const pool = narrowing && this.last ? this.last.matches : this.entries.values();
    const needles = queryWords.map((word) => ` ${word}`);
    const matches: Entry[] = [];
    for (const entry of pool) {
      if (needles.every((needle) => entry.all.includes(needle))) matches.push(entry);
    }
    this.last = { words: queryWords, matches };
    return matches;
  }
}

/** Whether every match of `previous` is a superset of the matches of `next` (typing on). */
function extends_(next: string[], previous: string[]): boolean {
  if (next.length < previous.length) return false;
  return previous.every((word, index) => next[index]?.startsWith(word));
}

interface Scored {
  entry: Entry;
  /** Place in the recent list, Infinity when not recent. */
  recent: number;
  score: number;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Recent first (most recent first), then the best score, then kind, then title. */
const rank = (a: Scored, b: Scored) =>
  a.recent - b.recent ||
  b.score - a.score ||
  KIND_ORDER[a.entry.item.kind] - KIND_ORDER[b.entry.item.kind] ||
  compare(a.entry.order, b.entry.order);

function scoreOf(entry: Entry, queryWords: string[]): number {
  let score = 0;
  for (const word of queryWords) {
    if (entry.title.includes(` ${word}`)) score += 2;
    if (entry.all.includes(` ${word} `)) score += 1;
  }
  return score;
}
