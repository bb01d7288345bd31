// Plausible US addresses and losses for the demo claims.
export const PLACES = [
  { city: 'Tampa', state: 'FL', zip: '33602' },
  { city: 'Orlando', state: 'FL', zip: '32801' },
  { city: 'Jacksonville', state: 'FL', zip: '32202' },
  { city: 'Houston', state: 'TX', zip: '77002' },
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Dallas', state: 'TX', zip: '75201' },
  { city: 'Charlotte', state: 'NC', zip: '28202' },
  { city: 'Raleigh', state: 'NC', zip: '27601' },
  { city: 'Atlanta', state: 'GA', zip: '30303' },
  { city: 'Nashville', state: 'TN', zip: '37203' },
  { city: 'Phoenix', state: 'AZ', zip: '85004' },
  { city: 'Denver', state: 'CO', zip: '80202' },
] as const;

export const STREETS = [
  'Oak Street',
  'Maple Avenue',
  'Cedar Lane',
  'Pine Ridge Drive',
  'Lakeview Boulevard',
  'Willow Court',
  'Magnolia Way',
  'Harbor Drive',
  'Sunset Terrace',
  'Hickory Road',
  'Peachtree Street',
  'Elm Circle',
] as const;

export const LOSSES = [
  { kind: 'HO', description: 'Water damage from a burst supply line under the kitchen sink' },
  { kind: 'HO', description: 'Wind and hail damage to the roof and gutters' },
  { kind: 'HO', description: 'Kitchen fire with smoke damage to adjoining rooms' },
  { kind: 'DP', description: 'Oak tree fell on the detached garage during a storm' },
  { kind: 'HO', description: 'Hurricane wind damage to windows and siding' },
  { kind: 'DP', description: 'Sewer backup flooded the finished basement' },
  { kind: 'HO', description: 'Theft after forced entry through the patio door' },
  { kind: 'HO', description: 'Lightning strike damaged electrical panel and appliances' },
  { kind: 'HO', description: 'Frozen pipe burst in the upstairs bathroom' },
  { kind: 'CP', description: 'Roof leak damaged inventory in the storage room' },
  { kind: 'CP', description: 'Vehicle impact damaged the storefront' },
  { kind: 'DP', description: 'Mold discovered behind drywall after a slow leak' },
] as const;
