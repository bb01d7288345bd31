/** The demo adjuster as /api/login and /api/me answer, for tests that fake the server. */
export const JORDAN_WIRE = {
  id: 'u-jordan',
  first_name: 'Jordan',
  last_name: 'Reyes',
  email: 'adjuster@example.com',
  role: 'User',
  created_at: '2026-01-05T09:00:00.000Z',
  organization_id: 'org-demo',
};
