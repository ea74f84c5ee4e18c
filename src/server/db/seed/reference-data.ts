import { DEFAULT_BRAND_ID, LOCATIONS } from '#src/shared/constants.ts';
import { isUnitTypeName, type UnitTypeName } from './reference-descriptions';

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

/**
 * Each destination's IANA time zone, where its resorts' check-in and check-out hours are told.
 * Mexico keeps standard time all year since October 2022; Baja California Sur and Sinaloa are an
 * hour behind Mexico City, Sonora too, and Quintana Roo an hour ahead (migration 0022 wrote the same
 * into existing rows).
 */
export const LOCATION_TIME_ZONES: Record<LocationName, string> = {
  'Nuevo Vallarta': 'America/Bahia_Banderas',
  'Riviera Maya': 'America/Cancun',
  'Los Cabos': 'America/Mazatlan',
  'Puerto Vallarta': 'America/Mexico_City',
  Acapulco: 'America/Mexico_City',
  'East Cape': 'America/Mazatlan',
  Mazatlan: 'America/Mazatlan',
  'Puerto Peñasco': 'America/Hermosillo',
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

/** The resorts sold under more destinations than their own. */
const ALSO_SOLD_IN: Record<string, LocationName[]> = {
  'Casa Marina Grand Resort': ['Puerto Vallarta'],
  'Mirador del Cabo Resort': ['East Cape'],
};

/** The unit types of a resort, written `Studio, Loft Suite`; a name the catalog does not have stops the seed. */
function unitTypeList(list: string): UnitTypeName[] {
  return list.split(', ').map((name) => {
    if (!isUnitTypeName(name)) throw new Error(`Reference seed: unknown unit type '${name}'`);
    return name;
  });
}

/** Three resorts or so per destination, in the destinations' order; `view` is the resort's outlook. */
const RESORT_ROWS: (Omit<ResortSeed, 'unitTypes' | 'alsoSoldIn'> & { unitTypes: string })[] = [
  {
    name: 'Casa Marina Grand Resort',
    brand: 'Semana Resorts Collection',
    location: 'Nuevo Vallarta',
    view: 'ocean-view',
    unitTypes:
      'Studio, One-Bedroom Suite, Two-Bedroom Suite, Two-Bedroom Lock-Off, Three-Bedroom Villa, Penthouse',
  },
  {
    name: 'Bahía Jade Beach Club',
    brand: 'Brisa Marina Resorts',
    location: 'Nuevo Vallarta',
    view: 'bay-view',
    unitTypes: 'Junior Suite, One-Bedroom Suite, Two-Bedroom Suite, Master Suite',
  },
  {
    name: 'Las Garzas Residence & Spa',
    brand: 'Hacienda Sol Residences',
    location: 'Nuevo Vallarta',
    view: 'lagoon-view',
    unitTypes: 'Studio, One-Bedroom Suite, Two-Bedroom Lock-Off, Three-Bedroom Villa, Presidential Suite',
  },
  {
    name: 'Selva Turquesa Resort & Spa',
    brand: 'Semana Resorts Collection',
    location: 'Riviera Maya',
    view: 'jungle-view',
    unitTypes:
      'Studio, Junior Suite, One-Bedroom Suite, Two-Bedroom Suite, Three-Bedroom Villa, Master Suite, Presidential Suite',
  },
  {
    name: 'Coral Luna Beach Resort',
    brand: 'Costa Serena Vacation Club',
    location: 'Riviera Maya',
    view: 'Caribbean-view',
    unitTypes: 'Junior Suite, One-Bedroom Suite, Two-Bedroom Lock-Off, Penthouse',
  },
  {
    name: 'Ceiba Maya Residences',
    brand: 'Hacienda Sol Residences',
    location: 'Riviera Maya',
    view: 'garden-view',
    unitTypes: 'One-Bedroom Suite, Two-Bedroom Suite, Loft Suite, Three-Bedroom Villa',
  },
  {
    name: 'Playa Jaguar Grand Club',
    brand: 'Semana Resorts Collection',
    location: 'Riviera Maya',
    view: 'ocean-view',
    unitTypes: 'Studio, One-Bedroom Suite, Two-Bedroom Suite, Two-Bedroom Lock-Off, Penthouse',
  },
  {
    name: 'Arco Dorado Grand Suites',
    brand: 'Semana Resorts Collection',
    location: 'Los Cabos',
    view: 'arch-view',
    unitTypes: 'Junior Suite, One-Bedroom Suite, Two-Bedroom Suite, Three-Bedroom Villa, Penthouse',
  },
  {
    name: 'Mirador del Cabo Resort',
    brand: 'Brisa Marina Resorts',
    location: 'Los Cabos',
    view: 'Sea of Cortez view',
    unitTypes: 'Studio, One-Bedroom Suite, Two-Bedroom Lock-Off, Master Suite, Presidential Suite',
  },
  {
    name: 'Médano Sands Residence Club',
    brand: 'Costa Serena Vacation Club',
    location: 'Los Cabos',
    view: 'beachfront',
    unitTypes: 'One-Bedroom Suite, Two-Bedroom Suite, Loft Suite, Three-Bedroom Villa',
  },
  {
    name: 'Malecón Sunset Tower',
    brand: 'Costa Serena Vacation Club',
    location: 'Puerto Vallarta',
    view: 'sunset-view',
    unitTypes: 'Studio, Junior Suite, One-Bedroom Suite, Two-Bedroom Suite',
  },
  {
    name: 'Sierra Mar Vallarta Resort',
    brand: 'Semana Resorts Collection',
    location: 'Puerto Vallarta',
    view: 'mountain-and-bay',
    unitTypes: 'One-Bedroom Suite, Two-Bedroom Suite, Two-Bedroom Lock-Off, Three-Bedroom Villa, Penthouse',
  },
  {
    name: 'Conchas Chinas Cliff Club',
    brand: 'Hacienda Sol Residences',
    location: 'Puerto Vallarta',
    view: 'cliffside ocean-view',
    unitTypes: 'Junior Suite, One-Bedroom Suite, Master Suite, Three-Bedroom Villa',
  },
  {
    name: 'Quebrada Heights Resort',
    brand: 'Brisa Marina Resorts',
    location: 'Acapulco',
    view: 'bay-view',
    unitTypes: 'Studio, One-Bedroom Suite, Two-Bedroom Suite, Two-Bedroom Lock-Off, Penthouse',
  },
  {
    name: 'Bahía Diamante Club & Spa',
    brand: 'Semana Resorts Collection',
    location: 'Acapulco',
    view: 'ocean-view',
    unitTypes: 'Junior Suite, One-Bedroom Suite, Two-Bedroom Suite, Three-Bedroom Villa, Presidential Suite',
  },
  {
    name: 'Cabo Pulmo Reef Lodge',
    brand: 'Hacienda Sol Residences',
    location: 'East Cape',
    view: 'reef-view',
    unitTypes: 'Studio, One-Bedroom Suite, Two-Bedroom Suite, Loft Suite',
  },
  {
    name: 'Los Barriles Desert Shore Resort',
    brand: 'Costa Serena Vacation Club',
    location: 'East Cape',
    view: 'desert-and-sea',
    unitTypes: 'Junior Suite, One-Bedroom Suite, Two-Bedroom Lock-Off, Three-Bedroom Villa',
  },
  {
    name: 'Olas Altas Heritage Suites',
    brand: 'Hacienda Sol Residences',
    location: 'Mazatlan',
    view: 'boardwalk',
    unitTypes: 'Studio, Junior Suite, One-Bedroom Suite, Loft Suite, Master Suite',
  },
  {
    name: 'Isla Venados Beach Resort',
    brand: 'Semana Resorts Collection',
    location: 'Mazatlan',
    view: 'island-view',
    unitTypes: 'One-Bedroom Suite, Two-Bedroom Suite, Two-Bedroom Lock-Off, Three-Bedroom Villa, Penthouse',
  },
  {
    name: 'Marina Mazatlan Golf & Beach Club',
    brand: 'Brisa Marina Resorts',
    location: 'Mazatlan',
    view: 'marina-view',
    unitTypes: 'Studio, One-Bedroom Suite, Two-Bedroom Suite, Three-Bedroom Villa',
  },
  {
    name: 'Sandy Cove Sonoran Resort',
    brand: 'Costa Serena Vacation Club',
    location: 'Puerto Peñasco',
    view: 'Sea of Cortez view',
    unitTypes: 'Studio, One-Bedroom Suite, Two-Bedroom Suite, Three-Bedroom Villa, Penthouse',
  },
  {
    name: 'Cholla Bay Palms',
    brand: 'Semana Resorts Collection',
    location: 'Puerto Peñasco',
    view: 'tide-pool',
    unitTypes: 'Junior Suite, One-Bedroom Suite, Two-Bedroom Lock-Off, Master Suite',
  },
  {
    name: 'Mar de Cortés Estates',
    brand: 'Hacienda Sol Residences',
    location: 'Puerto Peñasco',
    view: 'dune-and-sea',
    unitTypes: 'Two-Bedroom Suite, Three-Bedroom Villa, Loft Suite, Presidential Suite',
  },
];

export const RESORTS: ResortSeed[] = RESORT_ROWS.map((r) => ({
  ...r,
  unitTypes: unitTypeList(r.unitTypes),
  ...(ALSO_SOLD_IN[r.name] ? { alsoSoldIn: ALSO_SOLD_IN[r.name] } : {}),
}));
