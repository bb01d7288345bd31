import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { PRODUCT_NAME } from '../domain/constants';
import { usePageTitleOverride } from '../shared/routes/page-title';

/** The deepest matched route's handle: which entry of the route table is on screen. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle).filter(isRouteHandle);
  return handles[handles.length - 1];
}

export function DocumentTitle() {
  const handleTitle = useRouteHandle()?.title ?? PRODUCT_NAME;
  const title = usePageTitleOverride() ?? handleTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
