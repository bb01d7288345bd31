import { INVITATION_TTL_DAYS } from '../../../../src/domain/invitation';
import { PRODUCT_NAME } from '../../../../src/domain/constants';
import type { OutgoingMail } from '../../../mail/mailer';

export interface InvitationMailInput {
  to: string;
  url: string;
  inviterName: string;
  organizationName: string;
  roleName: string;
}

/** The invitation email: plain text, the same link the inviter could copy. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.organizationName} on ${PRODUCT_NAME}`,
    text: [
      `${input.inviterName} invited you to join ${input.organizationName} on ${PRODUCT_NAME} as ${input.roleName}.`,
      '',
      `Open this link to choose your password (it works once, for ${INVITATION_TTL_DAYS} days):`,
      input.url,
      '',
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
  };
}
