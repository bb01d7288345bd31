import { z } from 'zod';
import { IMPORT_BATCH_SIZE } from '../../../../src/domain/contact-import';

/**
 * An import batch (CSV import): up to IMPORT_BATCH_SIZE contacts with the ids the device chose
 * and the file lines they came from (named in errors). Each contact is checked like a create.
 */
export const contactsBatchBody = z.object({
  contacts: z
    .array(
      z.object({
        id: z.uuid(),
        line: z.number().int().positive().optional(),
        contact: z.record(z.string(), z.unknown()),
      }),
    )
    .min(1, 'At least one contact')
    .max(IMPORT_BATCH_SIZE, `At most ${IMPORT_BATCH_SIZE} contacts per batch`),
});

export type ContactsBatchBody = z.output<typeof contactsBatchBody>;
