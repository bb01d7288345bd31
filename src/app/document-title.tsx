import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle } from './route-handle';
import { PRODUCT_NAME } from '../domain/constants';

/** The deepest matched route's handle (title, context bar). */
export function useRouteHandle() {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle).filter(isRouteHandle);
  return handles[handles.length - 1] ?? { title: PRODUCT_NAME };
}

export function DocumentTitle() {
  const { title } = useRouteHandle();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
