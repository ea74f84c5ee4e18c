import type { LocationName } from './reference-data';
import type { UnitTypeName } from './reference-descriptions';

// The Spanish of the reference catalog (decision 046): what a Spanish reader sees for each seeded
// destination, unit type and contract type. Resort and brand names are proper names and stay as they are.

/** Every destination's Spanish name; most read the same, Mazatlán takes its accent. */
export const LOCATION_NAMES_ES: Record<LocationName, string> = {
  'Nuevo Vallarta': 'Nuevo Vallarta',
  'Riviera Maya': 'Riviera Maya',
  'Los Cabos': 'Los Cabos',
  'Puerto Vallarta': 'Puerto Vallarta',
  Acapulco: 'Acapulco',
  'East Cape': 'Cabo del Este',
  Mazatlan: 'Mazatlán',
  'Puerto Peñasco': 'Puerto Peñasco',
};

export const UNIT_TYPE_NAMES_ES: Record<UnitTypeName, string> = {
  Studio: 'Estudio',
  'Junior Suite': 'Suite junior',
  'One-Bedroom Suite': 'Suite de una recámara',
  'Two-Bedroom Suite': 'Suite de dos recámaras',
  'Two-Bedroom Lock-Off': 'Suite divisible de dos recámaras',
  'Three-Bedroom Villa': 'Villa de tres recámaras',
  'Loft Suite': 'Suite tipo loft',
  'Master Suite': 'Suite master',
  Penthouse: 'Penthouse',
  'Presidential Suite': 'Suite presidencial',
};

/** The resorts' outlooks as the Spanish descriptions say them ('con vista al mar'). */
const VIEWS_ES: Record<string, string> = {
  'ocean-view': 'vista al mar',
  'bay-view': 'vista a la bahía',
  'lagoon-view': 'vista a la laguna',
  'jungle-view': 'vista a la selva',
  'Caribbean-view': 'vista al Caribe',
  'garden-view': 'vista al jardín',
  'arch-view': 'vista al Arco',
  'Sea of Cortez view': 'vista al Mar de Cortés',
  beachfront: 'vista a la playa',
  'sunset-view': 'vista al atardecer',
  'mountain-and-bay': 'vista a la montaña y la bahía',
  'cliffside ocean-view': 'vista al mar desde el acantilado',
  'reef-view': 'vista al arrecife',
  'desert-and-sea': 'vista al desierto y al mar',
  boardwalk: 'vista al malecón',
  'island-view': 'vista a las islas',
  'marina-view': 'vista a la marina',
  'tide-pool': 'vista a las pozas de marea',
  'dune-and-sea': 'vista a las dunas y al mar',
};

const UNIT_TYPE_DESCRIPTIONS_ES: Record<UnitTypeName, (view: string) => string> = {
  Studio: (view) => `Para 2 personas en cama king size, con cocineta y balcón privado con ${view}.`,
  'Junior Suite': (view) =>
    `Para 4 personas con cama king size y sofá cama, cocineta, tina de remojo y terraza con ${view}.`,
  'One-Bedroom Suite': (view) =>
    `Para 4 personas, con recámara independiente, cocina completa, sala con sofá cama y terraza con ${view}.`,
  'Two-Bedroom Suite': (view) =>
    `Para 6 personas en dos recámaras con baño propio, cocina completa, comedor y amplia terraza con ${view}.`,
  'Two-Bedroom Lock-Off': (view) =>
    `Para 6 personas; se divide en una suite de una recámara y un estudio con puertas independientes, ambos con balcón con ${view}.`,
  'Three-Bedroom Villa': (view) =>
    `Para 8 personas en dos pisos, con cocina gourmet, alberca privada y terraza en la azotea con ${view}.`,
  'Loft Suite': (view) =>
    `Para 4 personas en dos niveles, con recámara tipo loft, cocina completa y ventanales de doble altura con ${view}.`,
  'Master Suite': (view) =>
    `Para 2 personas en una suite amplia con cama king size, jacuzzi al aire libre y terraza con ${view}; sin cocina.`,
  Penthouse: (view) =>
    `Para 8 personas en el último piso, con cocina de chef, alberca privada y terraza envolvente con ${view}.`,
  'Presidential Suite': (view) =>
    `Para 10 personas en cuatro recámaras, con servicio de mayordomo, alberca privada y ${view} panorámica.`,
};

/** The Spanish description of a seeded unit type at a resort with this outlook. */
export function unitTypeDescriptionEs(name: UnitTypeName, view: string): string {
  const spanishView = VIEWS_ES[view];
  if (!spanishView) throw new Error(`Reference seed: no Spanish for the view '${view}'`);
  return UNIT_TYPE_DESCRIPTIONS_ES[name](spanishView);
}

/** By the English name of each seeded contract type (reference-descriptions.ts). */
export const CONTRACT_TYPES_ES: Record<string, { name: string; description: string }> = {
  'Fixed Week': {
    name: 'Semana fija',
    description:
      'La misma semana del calendario en el mismo resort cada año, reservada automáticamente para el propietario.',
  },
  'Floating Week': {
    name: 'Semana flotante',
    description:
      'Una semana dentro de una temporada (por ejemplo Oro o Platino) que el propietario reserva cada año según disponibilidad.',
  },
  'Points-Based': {
    name: 'Por puntos',
    description:
      'Una asignación anual de puntos que el propietario cambia por estancias de cualquier duración, tamaño de unidad y resort del club.',
  },
  'Biennial (Even Years)': {
    name: 'Bienal (años pares)',
    description: 'Una semana de uso cada dos años, en los años pares, por la mitad de la cuota anual de uso.',
  },
  'Biennial (Odd Years)': {
    name: 'Bienal (años nones)',
    description: 'Una semana de uso cada dos años, en los años nones, por la mitad de la cuota anual de uso.',
  },
  'Right-to-Use (25 years)': {
    name: 'Derecho de uso (25 años)',
    description:
      'Un derecho contractual de usar la unidad durante 25 años, después de los cuales los derechos regresan al desarrollador.',
  },
  'Deeded Ownership': {
    name: 'Propiedad escriturada',
    description:
      'Un derecho real inscrito sobre una unidad y semana específicas que se puede vender, regalar o heredar.',
  },
  Fractional: {
    name: 'Fraccional',
    description:
      'Una parte mayor de una residencia, por lo general de cuatro a trece semanas al año repartidas entre las temporadas.',
  },
};
