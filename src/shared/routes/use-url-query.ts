import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

type QueryRecord = Readonly<Record<string, string>>;

interface Written<Q> {
  query: Q;
  /** The URL query this write asks for. */
  search: string;
  /** URL queries the screen may still show before it: the one written over and earlier writes. */
  before: readonly string[];
}

const searchOf = (record: Record<string, string>) => new URLSearchParams(record).toString();

/**
 * A screen's filter, sort and view kept in the URL query, so a reload or a shared link shows the
 * same rows. `decode` must accept anything (a hand-edited URL) and `encode` should write only what
 * differs from the defaults. Changes replace the history entry: typing a search is not twenty
 * back-steps. Both functions must be stable (module level).
 *
 * The router repaints a URL change in a transition, which waits under load; until then the query
 * returned is the last one written, so a second change (Clear filters, then a type picked) builds
 * on the first instead of on the URL as last painted, which would undo it.
 */
export function useUrlQuery<Q>(
  decode: (record: QueryRecord) => Q,
  encode: (query: Q) => Record<string, string>,
): [Q, (next: Q) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const fromUrl = useMemo(() => decode(Object.fromEntries(params)), [params, decode]);
  const [written, setWritten] = useState<Written<Q> | null>(null);
  // Once the URL has caught up with the last write, or moved elsewhere (a link, Back), it speaks.
  const waiting = written !== null && written.before.includes(current);
  const setQuery = useCallback(
    (next: Q) => {
      const search = searchOf(encode(next));
      setWritten((last) => ({
        query: next,
        search,
        before: last?.before.includes(current) ? [...last.before, last.search] : [current],
      }));
      setParams(search, { replace: true });
    },
    [setParams, setWritten, encode, current],
  );
  return [waiting ? written.query : fromUrl, setQuery];
}
