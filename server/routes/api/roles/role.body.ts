import { roleInputSchema } from '../../../../src/domain/role.schema';

export const roleBody = roleInputSchema.extend({ name: roleInputSchema.shape.name.max(60) });
