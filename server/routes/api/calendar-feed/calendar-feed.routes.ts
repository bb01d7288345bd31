import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/errors';
import { calendarFeedService } from './calendar-feed.service';
import { feedCreatedSchema, feedStatusSchema, ICS_CONTENT_TYPE } from './calendar-feed.view';

const tags = ['calendar'];
const FEED_NOT_FOUND = 'Calendar feed not found';

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

// The private calendar feed (issue 13). Every member manages their own link; the link itself is
// public (calendar apps send no bearer token) and answers 404 for anything but a live token.
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const feeds = calendarFeedService(app.db);

  app.get(
    '/calendar_feed',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Whether the caller has a calendar subscription link, and since when',
        tags,
        response: { 200: z.object({ data: feedStatusSchema }) },
      },
    },
    async (request) => ({ data: await feeds.status(request.auth.userId) }),
  );

  app.post(
    '/calendar_feed',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Create or replace the caller’s calendar subscription link (the URL is shown once)',
        tags,
        response: { 201: z.object({ data: feedCreatedSchema }) },
      },
    },
    async (request, reply) => {
      const { token, createdAt } = await feeds.rotate(request.auth);
      const url = `${request.protocol}://${request.host}/api/calendar_feed/${token}.ics`;
      return reply.code(201).send({
        data: {
          active: true as const,
          created_at: createdAt.toISOString(),
          url,
          webcal_url: url.replace(/^https?:/, 'webcal:'),
        },
      });
    },
  );

  app.delete(
    '/calendar_feed',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Turn off the caller’s calendar subscription link',
        tags,
        response: { 200: z.object({ data: feedStatusSchema }) },
      },
    },
    async (request) => {
      await feeds.revoke(request.auth.userId);
      return { data: { active: false, created_at: null } };
    },
  );

  app.get(
    '/calendar_feed/:file',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        summary: 'The calendar feed of a subscription link (iCalendar; no bearer token)',
        tags,
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const feed = await feeds.render(request.params.file);
      if (!feed) throw notFound(FEED_NOT_FOUND);
      // Personal data: a calendar app may keep it a few minutes, a shared cache never.
      reply
        .header('cache-control', 'private, max-age=300')
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified.toUTCString())
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer');
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', 'inline; filename="claims-desk.ics"')
        .send(feed.body);
    },
  );
};
