import { Badge, Text } from '@mantine/core';
import type { Customer } from '../../../domain/claim.schema';

/** A customer's name, marked when it is the claim's primary customer (SPEC 4). */
export function CustomerName({ customer }: { customer: Customer }) {
  return (
    <>
      <Text size="sm" truncate>
        {customer.name}
      </Text>
      {customer.isPrimary && (
        <Badge size="xs" variant="light" radius="sm">
          Primary
        </Badge>
      )}
    </>
  );
}
