import { DEFAULT_BRAND_ID, LOCATIONS } from '../../../shared/constants';

/**
 * The reference catalog every install starts with: brands, the eight destinations,
 * resorts with their unit types, and contract types. All names are invented for this product;
 * none is a real resort or trademark.
 */

export type LocationName = (typeof LOCATIONS)[number];

export const DEFAULT_BRAND = { id: DEFAULT_BRAND_ID, name: 'Semana Resorts Collection' } as const;

export const OTHER_BRANDS = [
  'Costa Serena Vacation Club',
  'Brisa Marina Resorts',
  'Hacienda Sol Residences',
] as const;

export type BrandName = typeof DEFAULT_BRAND.name | (typeof OTHER_BRANDS)[number];

/** The eight destinations, in their fixed order and spelling (Mazatlan without accent, Puerto Peñasco with). */
export const LOCATION_NAMES: readonly LocationName[] = LOCATIONS;

export type UnitTypeName =
  | 'Studio'
  | 'Junior Suite'
  | 'One-Bedroom Suite'
  | 'Two-Bedroom Suite'
  | 'Two-Bedroom Lock-Off'
  | 'Three-Bedroom Villa'
  | 'Loft Suite'
  | 'Master Suite'
  | 'Penthouse'
  | 'Presidential Suite';

/** One sentence per unit type; `view` is the resort's outlook, so the same type reads true at every resort. */
const UNIT_TYPE_DESCRIPTIONS: Record<UnitTypeName, (view: string) => string> = {
  Studio: (view) => `Sleeps 2 in a king bed, with a kitchenette and a private ${view} balcony.`,
  'Junior Suite': (view) =>
    `Sleeps 4 with a king bed and a sofa bed, a kitchenette, a soaking tub and a ${view} terrace.`,
  'One-Bedroom Suite': (view) =>
    `Sleeps 4, with a separate bedroom, a full kitchen, a living room with sofa bed and a ${view} terrace.`,
  'Two-Bedroom Suite': (view) =>
    `Sleeps 6 in two bedrooms with en-suite baths, a full kitchen, a dining area and a wide ${view} terrace.`,
  'Two-Bedroom Lock-Off': (view) =>
    `Sleeps 6 and splits into a one-bedroom suite and a studio with separate doors, both with ${view} balconies.`,
  'Three-Bedroom Villa': (view) =>
    `Sleeps 8 on two floors, with a gourmet kitchen, a private plunge pool and a ${view} rooftop terrace.`,
  'Loft Suite': (view) =>
    `Sleeps 4 on two levels, with a bedroom loft, a full kitchen and double-height windows facing the ${view}.`,
  'Master Suite': (view) =>
    `Sleeps 2 in a spacious suite with a king bed, an outdoor jacuzzi and a ${view} terrace; no kitchen.`,
  Penthouse: (view) =>
    `Sleeps 8 on the top floor, with a chef's kitchen, a private pool and a wraparound ${view} terrace.`,
  'Presidential Suite': (view) =>
    `Sleeps 10 across four bedrooms, with butler service, a private pool and panoramic ${view}s.`,
};

export interface ResortSeed {
  name: string;
  brand: BrandName;
  location: LocationName;
  /** Other destinations the resort is also sold under (the resort-to-location link). */
  alsoSoldIn?: LocationName[];
  view: string;
  unitTypes: UnitTypeName[];
}

export const RESORTS: ResortSeed[] = [
  // Nuevo Vallarta
  {
    name: 'Casa Marina Grand Resort',
    brand: 'Semana Resorts Collection',
    location: 'Nuevo Vallarta',
    alsoSoldIn: ['Puerto Vallarta'],
    view: 'ocean-view',
    unitTypes: [
      'Studio',
      'One-Bedroom Suite',
      'Two-Bedroom Suite',
      'Two-Bedroom Lock-Off',
      'Three-Bedroom Villa',
      'Penthouse',
    ],
  },
  {
    name: 'Bahía Jade Beach Club',
    brand: 'Brisa Marina Resorts',
    location: 'Nuevo Vallarta',
    view: 'bay-view',
    unitTypes: ['Junior Suite', 'One-Bedroom Suite', 'Two-Bedroom Suite', 'Master Suite'],
  },
  {
    name: 'Las Garzas Residence & Spa',
    brand: 'Hacienda Sol Residences',
    location: 'Nuevo Vallarta',
    view: 'lagoon-view',
    unitTypes: [
      'Studio',
      'One-Bedroom Suite',
      'Two-Bedroom Lock-Off',
      'Three-Bedroom Villa',
      'Presidential Suite',
    ],
  },
  // Riviera Maya
  {
    name: 'Selva Turquesa Resort & Spa',
    brand: 'Semana Resorts Collection',
    location: 'Riviera Maya',
    view: 'jungle-view',
    unitTypes: [
      'Studio',
      'Junior Suite',
      'One-Bedroom Suite',
      'Two-Bedroom Suite',
      'Three-Bedroom Villa',
      'Master Suite',
      'Presidential Suite',
    ],
  },
  {
    name: 'Coral Luna Beach Resort',
    brand: 'Costa Serena Vacation Club',
    location: 'Riviera Maya',
    view: 'Caribbean-view',
    unitTypes: ['Junior Suite', 'One-Bedroom Suite', 'Two-Bedroom Lock-Off', 'Penthouse'],
  },
  {
    name: 'Ceiba Maya Residences',
    brand: 'Hacienda Sol Residences',
    location: 'Riviera Maya',
    view: 'garden-view',
    unitTypes: ['One-Bedroom Suite', 'Two-Bedroom Suite', 'Loft Suite', 'Three-Bedroom Villa'],
  },
  {
    name: 'Playa Jaguar Grand Club',
    brand: 'Semana Resorts Collection',
    location: 'Riviera Maya',
    view: 'ocean-view',
    unitTypes: ['Studio', 'One-Bedroom Suite', 'Two-Bedroom Suite', 'Two-Bedroom Lock-Off', 'Penthouse'],
  },
  // Los Cabos
  {
    name: 'Arco Dorado Grand Suites',
    brand: 'Semana Resorts Collection',
    location: 'Los Cabos',
    view: 'arch-view',
    unitTypes: ['Junior Suite', 'One-Bedroom Suite', 'Two-Bedroom Suite', 'Three-Bedroom Villa', 'Penthouse'],
  },
  {
    name: 'Mirador del Cabo Resort',
    brand: 'Brisa Marina Resorts',
    location: 'Los Cabos',
    alsoSoldIn: ['East Cape'],
    view: 'Sea of Cortez view',
    unitTypes: ['Studio', 'One-Bedroom Suite', 'Two-Bedroom Lock-Off', 'Master Suite', 'Presidential Suite'],
  },
  {
    name: 'Médano Sands Residence Club',
    brand: 'Costa Serena Vacation Club',
    location: 'Los Cabos',
    view: 'beachfront',
    unitTypes: ['One-Bedroom Suite', 'Two-Bedroom Suite', 'Loft Suite', 'Three-Bedroom Villa'],
  },
  // Puerto Vallarta
  {
    name: 'Malecón Sunset Tower',
    brand: 'Costa Serena Vacation Club',
    location: 'Puerto Vallarta',
    view: 'sunset-view',
    unitTypes: ['Studio', 'Junior Suite', 'One-Bedroom Suite', 'Two-Bedroom Suite'],
  },
  {
    name: 'Sierra Mar Vallarta Resort',
    brand: 'Semana Resorts Collection',
    location: 'Puerto Vallarta',
    view: 'mountain-and-bay',
    unitTypes: [
      'One-Bedroom Suite',
      'Two-Bedroom Suite',
      'Two-Bedroom Lock-Off',
      'Three-Bedroom Villa',
      'Penthouse',
    ],
  },
  {
    name: 'Conchas Chinas Cliff Club',
    brand: 'Hacienda Sol Residences',
    location: 'Puerto Vallarta',
    view: 'cliffside ocean-view',
    unitTypes: ['Junior Suite', 'One-Bedroom Suite', 'Master Suite', 'Three-Bedroom Villa'],
  },
  // Acapulco
  {
    name: 'Quebrada Heights Resort',
    brand: 'Brisa Marina Resorts',
    location: 'Acapulco',
    view: 'bay-view',
    unitTypes: ['Studio', 'One-Bedroom Suite', 'Two-Bedroom Suite', 'Two-Bedroom Lock-Off', 'Penthouse'],
  },
  {
    name: 'Bahía Diamante Club & Spa',
    brand: 'Semana Resorts Collection',
    location: 'Acapulco',
    view: 'ocean-view',
    unitTypes: [
      'Junior Suite',
      'One-Bedroom Suite',
      'Two-Bedroom Suite',
      'Three-Bedroom Villa',
      'Presidential Suite',
    ],
  },
  // East Cape
  {
    name: 'Cabo Pulmo Reef Lodge',
    brand: 'Hacienda Sol Residences',
    location: 'East Cape',
    view: 'reef-view',
    unitTypes: ['Studio', 'One-Bedroom Suite', 'Two-Bedroom Suite', 'Loft Suite'],
  },
  {
    name: 'Los Barriles Desert Shore Resort',
    brand: 'Costa Serena Vacation Club',
    location: 'East Cape',
    view: 'desert-and-sea',
    unitTypes: ['Junior Suite', 'One-Bedroom Suite', 'Two-Bedroom Lock-Off', 'Three-Bedroom Villa'],
  },
  // Mazatlan
  {
    name: 'Olas Altas Heritage Suites',
    brand: 'Hacienda Sol Residences',
    location: 'Mazatlan',
    view: 'boardwalk',
    unitTypes: ['Studio', 'Junior Suite', 'One-Bedroom Suite', 'Loft Suite', 'Master Suite'],
  },
  {
    name: 'Isla Venados Beach Resort',
    brand: 'Semana Resorts Collection',
    location: 'Mazatlan',
    view: 'island-view',
    unitTypes: [
      'One-Bedroom Suite',
      'Two-Bedroom Suite',
      'Two-Bedroom Lock-Off',
      'Three-Bedroom Villa',
      'Penthouse',
    ],
  },
  {
    name: 'Marina Mazatlan Golf & Beach Club',
    brand: 'Brisa Marina Resorts',
    location: 'Mazatlan',
    view: 'marina-view',
    unitTypes: ['Studio', 'One-Bedroom Suite', 'Two-Bedroom Suite', 'Three-Bedroom Villa'],
  },
  // Puerto Peñasco
  {
    name: 'Sandy Cove Sonoran Resort',
    brand: 'Costa Serena Vacation Club',
    location: 'Puerto Peñasco',
    view: 'Sea of Cortez view',
    unitTypes: ['Studio', 'One-Bedroom Suite', 'Two-Bedroom Suite', 'Three-Bedroom Villa', 'Penthouse'],
  },
  {
    name: 'Cholla Bay Palms',
    brand: 'Semana Resorts Collection',
    location: 'Puerto Peñasco',
    view: 'tide-pool',
    unitTypes: ['Junior Suite', 'One-Bedroom Suite', 'Two-Bedroom Lock-Off', 'Master Suite'],
  },
  {
    name: 'Mar de Cortés Estates',
    brand: 'Hacienda Sol Residences',
    location: 'Puerto Peñasco',
    view: 'dune-and-sea',
    unitTypes: ['Two-Bedroom Suite', 'Three-Bedroom Villa', 'Loft Suite', 'Presidential Suite'],
  },
];

export function unitTypeDescription(name: UnitTypeName, view: string): string {
  return UNIT_TYPE_DESCRIPTIONS[name](view);
}

export const CONTRACT_TYPES: { name: string; description: string }[] = [
  {
    name: 'Fixed Week',
    description:
      'The same calendar week at the same resort every year, reserved automatically for the owner.',
  },
  {
    name: 'Floating Week',
    description:
      'A week within a season (for example Gold or Platinum) that the owner reserves each year subject to availability.',
  },
  {
    name: 'Points-Based',
    description:
      'An annual allotment of points that the owner exchanges for stays of any length, unit size and resort in the club.',
  },
  {
    name: 'Biennial (Even Years)',
    description: 'One week of use every other year, in even-numbered years, at half the annual usage fee.',
  },
  {
    name: 'Biennial (Odd Years)',
    description: 'One week of use every other year, in odd-numbered years, at half the annual usage fee.',
  },
  {
    name: 'Right-to-Use (25 years)',
    description:
      'A contractual right to use the unit for a term of 25 years, after which the rights return to the developer.',
  },
  {
    name: 'Deeded Ownership',
    description:
      'A recorded real-property interest in a specific unit and week that can be sold, gifted or inherited.',
  },
  {
    name: 'Fractional',
    description:
      'A larger share of one residence, typically four to thirteen weeks a year spread across the seasons.',
  },
];
