import { z } from 'zod';
import type { Checkpoint } from '../../sync/checkpoint';
import { checkpointWireSchema } from '../../sync/checkpoint';
import type { ListAnswer } from '../../sync/checkpoint-pull';

/** A replicated list's answer: `{data}` for the live list, plus `checkpoint` for a pull. */
export function listAnswerSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), checkpoint: checkpointWireSchema.optional() });
}

/** listOrPull's answer with the item type its `view` produced. */
export function typedList<T>(answer: ListAnswer): { data: T[]; checkpoint?: Checkpoint | null } {
  return answer as { data: T[]; checkpoint?: Checkpoint | null };
}
