import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** A link in a row that opens something else: its click and keys do not open the row too. */
export function RowLink(props: AnchorProps & { to: string; title?: string; children: ReactNode }) {
  return <Anchor component={Link} truncate onClick={stop} onKeyDown={stop} {...props} />;
}
