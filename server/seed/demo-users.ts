// The demo logins of DESIGN.md "Demo data"; main.ts prints this table at start.
export const DEMO_PASSWORD = 'Demo#2026pass';
export const DEMO_ORGANIZATION = 'Demo Adjusting Co.';
export const SECOND_ORGANIZATION = 'Second Org';

export interface DemoUser {
  email: string;
  role: string;
  firstName: string;
  lastName: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'owner@example.com', role: 'Owner', firstName: 'Dana', lastName: 'Whitfield' },
  { email: 'admin@example.com', role: 'Admin', firstName: 'Marcus', lastName: 'Chen' },
  { email: 'manager@example.com', role: 'Manager', firstName: 'Priya', lastName: 'Natarajan' },
  { email: 'supervisor@example.com', role: 'Supervisor', firstName: 'Luis', lastName: 'Ortega' },
  { email: 'adjuster@example.com', role: 'User', firstName: 'Jordan', lastName: 'Reyes' },
  { email: 'vendor@example.com', role: 'Vendor', firstName: 'Sam', lastName: 'Patel' },
  { email: 'client@example.com', role: 'Client', firstName: 'Emily', lastName: 'Carter' },
  { email: 'customer@example.com', role: 'Customer', firstName: 'Noah', lastName: 'Brooks' },
];

export const SECOND_ORG_USERS: readonly DemoUser[] = [
  { email: 'owner2@example.com', role: 'Owner', firstName: 'Grace', lastName: 'Kim' },
];
