import { individualClient, insuranceAdjuster, vendor } from './demo-contacts';

// A small second tenant, so isolation tests have someone else's data to (fail to) reach.
export function secondOrgDirectory(organizationId: string) {
  return {
    customers: [
      individualClient(organizationId, {
        firstName: 'Oscar',
        lastName: 'Lindgren',
        phone: '6125550131',
        street: '410 Nicollet Mall',
        city: 'Minneapolis',
        state: 'MN',
        zip: '55401',
      }),
      individualClient(organizationId, {
        firstName: 'Hannah',
        lastName: 'Foley',
        phone: '6085550172',
        street: '22 East Mifflin Street',
        city: 'Madison',
        state: 'WI',
        zip: '53703',
      }),
    ],
    vendors: [
      vendor(
        organizationId,
        'North Star Restoration',
        '6125550199',
        { street: '1500 Industrial Boulevard', city: 'Minneapolis', state: 'MN', zip: '55413' },
        'Water and fire restoration.',
      ),
    ],
    adjusters: [
      insuranceAdjuster(organizationId, 'Paula Reed', 'Great Lakes Mutual', '8005550155'),
    ],
  };
}
