import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../../shared/ui/brand-mark';

/** The product name with the organization's logo in place of the product mark once it has one. */
export function HeaderBrand(props: {
  productName: string;
  to: string;
  logo?: string;
  organizationName?: string;
}) {
  const { productName, to, logo, organizationName } = props;
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${productName} home`}>
      <Group gap={10} wrap="nowrap">
        {logo ? (
          <Image
            src={logo}
            alt={`${organizationName ?? 'Organization'} logo`}
            h={32}
            w="auto"
            maw={140}
            fit="contain"
            data-testid="organization-logo"
          />
        ) : (
          <BrandMark />
        )}
        <Text
          fw={700}
          size="lg"
          c="bright"
          style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
          visibleFrom="xs"
        >
          {productName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
