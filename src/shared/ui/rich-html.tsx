import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { cleanRichHtml } from '../../domain/cleaning/rich-html';

/**
 * The only place the claims UI renders stored HTML: every string passes the SPEC 5 rich-HTML rule
 * right here, whatever the data layer or the server did before, so a note can never run script.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanRichHtml(html), [html]);
  return <Typography className={className} fz="sm" dangerouslySetInnerHTML={{ __html: clean }} />;
}
