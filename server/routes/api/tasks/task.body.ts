import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cleanRichHtml } from '../../../../src/domain/cleaning/rich-html';
import {
  dueAtField,
  dueDateField,
  TASK_DESCRIPTION_MAX,
  taskInputSchema,
} from '../../../../src/domain/task.schema';
import { cleanBody } from '../clean-body';

// Status and priority are the organization's words (records from older clients may carry other
// words), so the server takes any short text; the shared schema's defaults apply when absent. The
// type is checked against the organization's task types by the service.
const word = z.string().trim().min(1).max(60);

const fields = {
  title: taskInputSchema.shape.title,
  description: z.string().max(TASK_DESCRIPTION_MAX),
  claimId: z.string().max(100).nullable().optional(),
  assignedTo: z.string().max(100).nullable().optional(),
  dueDate: dueDateField,
  dueAt: dueAtField,
};

export const createTaskBody = z.object({
  ...fields,
  description: fields.description.default(''),
  status: word.default('todo'),
  priority: word.default('medium'),
  type: word.optional(),
});

export const updateTaskBody = z.object({
  ...fields,
  title: fields.title.optional(),
  description: fields.description.optional(),
  status: word.optional(),
  priority: word.optional(),
  type: word.optional(),
});

export type CreateTaskBody = z.infer<typeof createTaskBody>;
export type UpdateTaskBody = z.infer<typeof updateTaskBody>;

/**
 * preValidation: SPEC 5 cleaning, with the rich-HTML rule for the description (the key-name rules
 * would escape its markup as text).
 */
export function cleanTaskBody() {
  const clean = cleanBody({ unwrap: 'task', secrets: ['description'] });
  return async (request: FastifyRequest) => {
    await clean(request);
    const body = request.body as Record<string, unknown> | undefined;
    if (body && typeof body.description === 'string') {
      body.description = cleanRichHtml(body.description);
    }
  };
}
