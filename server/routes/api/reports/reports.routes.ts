import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization, requirePermission } from '../../../auth/require-permission';
import { createReportsRepository } from '../../../repositories/reports.repository';
import { orgParams } from '../org-params';

const claimsReport = z.object({
  data: z.object({
    total: z.number(),
    byStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  }),
});

// Reports (SPEC 6 view_reports): organization-wide figures, whatever claims the caller may open
// one by one, so they need their own permission.
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = createReportsRepository(app.db);
  app.get(
    '/organizations/:orgId/reports/claims',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requirePermission('view_reports')],
      schema: {
        summary: "The organization's claims counted by status",
        tags: ['reports'],
        params: orgParams,
        response: { 200: claimsReport },
      },
    },
    async (request) => {
      const byStatus = await reports.claimsByStatus(request.auth.organizationId);
      return { data: { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus } };
    },
  );
};
