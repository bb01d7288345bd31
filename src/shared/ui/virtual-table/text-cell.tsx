import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** A plain text cell: one line cut short with the whole text on hover, a dimmed dash when empty. */
export const textCell = (text: string) => (
  <Text fz={12} c={text ? undefined : 'dimmed'} truncate title={text || undefined}>
    {text || '—'}
  </Text>
);

/** A figure aligned right in its column (dimmed when it says nothing, a zero count). */
export const numberCell = (value: ReactNode, dimmed = false) => (
  <Text fz={12} ta="right" w="100%" c={dimmed ? 'dimmed' : undefined}>
    {value}
  </Text>
);

/** A date cell: the day, with the time on hover. */
export const dateCell = (at: string | number) => (
  <Text fz={12} title={dayjs(at).format('MMM D, YYYY h:mm A')}>
    {dayjs(at).format('MMM D, YYYY')}
  </Text>
);
