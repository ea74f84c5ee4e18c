// The descriptions the reference catalog seeds: of each unit type at a resort, and of each contract type.

/** One sentence per unit type; `view` is the resort's outlook, so the same type reads true at every resort. */
const UNIT_TYPE_DESCRIPTIONS = {
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
} satisfies Record<string, (view: string) => string>;

/** How many guests each unit type sleeps, as its description says (migration 0022 wrote the same). */
export const UNIT_TYPE_OCCUPANCY: Record<UnitTypeName, number> = {
  Studio: 2,
  'Junior Suite': 4,
  'One-Bedroom Suite': 4,
  'Two-Bedroom Suite': 6,
  'Two-Bedroom Lock-Off': 6,
  'Three-Bedroom Villa': 8,
  'Loft Suite': 4,
  'Master Suite': 2,
  Penthouse: 8,
  'Presidential Suite': 10,
};

/** The unit types every resort of the catalog chooses from. */
export type UnitTypeName = keyof typeof UNIT_TYPE_DESCRIPTIONS;

/** Whether `name` is one of the catalog's unit types (each has its description). */
export const isUnitTypeName = (name: string): name is UnitTypeName =>
  Object.hasOwn(UNIT_TYPE_DESCRIPTIONS, name);

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
