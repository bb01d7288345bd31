import { PRODUCT_NAME } from '../src/domain/constants';
import { fullName } from '../src/domain/person-name';
import { DEMO_PASSWORD, DEMO_USERS, SECOND_ORG_USERS } from './seed/demo-users';

// What a person starting the product needs to see first: where it runs and how to log in.
export function startupBanner(url: string, withDemoLogins: boolean): string {
  const lines = [`${PRODUCT_NAME} running at ${url}`];
  if (!withDemoLogins) return lines.join('\n') + '\n';
  const people = [...DEMO_USERS, ...SECOND_ORG_USERS];
  const width = Math.max(...people.map((u) => u.email.length));
  lines.push('', `Demo logins (password for all: ${DEMO_PASSWORD})`);
  for (const user of people) {
    lines.push(`  ${user.email.padEnd(width)}  ${user.role.padEnd(10)}  ${fullName(user)}`);
  }
  return lines.join('\n') + '\n';
}
