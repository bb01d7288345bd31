import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when SMTP is configured (SMTP_URL + MAIL_FROM). */
    mailer: Mailer | undefined;
  }
}

export const mailerPlugin = fp(
  async (app) => {
    app.decorate('mailer', createMailer(app.config.mail));
  },
  { name: 'mailer' },
);
