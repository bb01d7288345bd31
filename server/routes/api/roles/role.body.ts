import { roleInputSchema } from '../../../../src/domain/role.schema';

export const roleBody = roleInputSchema;
