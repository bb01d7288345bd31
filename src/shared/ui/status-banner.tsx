import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusBannerProps {
  icon: ReactNode;
  title?: string;
  testId: string;
  children: ReactNode;
}

/**
 * A full-width notice above the page, announced politely. Calm (blue, not red) on purpose: what it
 * reports, like working offline or the first download, is a normal state of this product.
 */
export function StatusBanner({ icon, title, testId, children }: StatusBannerProps) {
  return (
    <Alert
      color="blue"
      variant="light"
      radius={0}
      py="xs"
      icon={icon}
      title={title}
      role="status"
      aria-live="polite"
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
