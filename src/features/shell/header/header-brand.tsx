import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../../shared/ui/brand-mark';

export function HeaderBrand({ productName, to }: { productName: string; to: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${productName} home`}>
      <Group gap={10} wrap="nowrap">
        <BrandMark />
        <Text
          fw={700}
          size="lg"
          c="dark.7"
          style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
          visibleFrom="xs"
        >
          {productName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
