import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../../http/errors';

interface ErrorBody {
  status: 'error';
  code: number;
  message: string;
  details?: Record<string, string>;
  data?: unknown;
}

const fieldName = (path: string) => path.replace(/^\//, '').replaceAll('/', '.') || '_';

function validationDetails(error: { validation: { instancePath: string; message?: string }[] }) {
  const details: Record<string, string> = {};
  for (const issue of error.validation) {
    details[fieldName(issue.instancePath)] ??= issue.message ?? 'Invalid value';
  }
  return details;
}

function zodDetails(error: ZodError) {
  const details: Record<string, string> = {};
  for (const issue of error.issues) details[issue.path.join('.') || '_'] ??= issue.message;
  return details;
}

// Fastify's own 4xx messages are safe to show; these read better for people.
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
};

export function toErrorBody(error: FastifyError | Error): ErrorBody {
  if (error instanceof HttpError) {
    return {
      status: 'error',
      code: error.statusCode,
      message: error.message,
      details: error.details,
      ...(error.data === undefined ? {} : { data: error.data }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error) || ('validation' in error && error.validation)) {
    const details = validationDetails(error as Parameters<typeof validationDetails>[0]);
    return { status: 'error', code: 400, message: 'Validation failed', details };
  }
  if (error instanceof ZodError) {
    return { status: 'error', code: 400, message: 'Validation failed', details: zodDetails(error) };
  }
  const fastifyError = error as FastifyError;
  const code = fastifyError.statusCode ?? 500;
  if (code >= 500 || code < 400)
    return { status: 'error', code: 500, message: 'Internal Server Error' };
  const friendly = fastifyError.code ? FRIENDLY[fastifyError.code] : undefined;
  if (friendly) return { status: 'error', code, message: friendly };
  // A SyntaxError's text quotes the body: say only what went wrong.
  const message = error instanceof SyntaxError ? 'Malformed JSON body' : error.message;
  return { status: 'error', code, message };
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const body = toErrorBody(error);
      if (body.code >= 500) request.log.error({ err: error }, 'request failed');
      if (body.details === undefined) delete body.details;
      return reply.code(body.code).send(body);
    });
  },
  { name: 'error-handler' },
);
