import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getLocale, type MessageKey, t } from '#src/client/i18n/index.ts';
import { endpointQuery } from '#src/client/lib/endpoints.ts';

/*
 * The catalogue every screen picks from (destinations, resorts, unit types and their pictures).
 * Decision 008: these reference-data hooks are the one api module other features may import.
 */

/** GET /api/vidanta/locations: the destinations, in their fixed order (suggestions, matching, carousel). */
export const locationsQuery = endpointQuery('GET /api/vidanta/locations');

export function useLocations() {
  return useQuery(locationsQuery);
}

/**
 * GET /api/vidanta/locations/availability: how many weeks each destination has, counted by the
 * server in one request for every card (never a request per card, never the weeks themselves).
 */
export function useLocationAvailability() {
  return useQuery(endpointQuery('GET /api/vidanta/locations/availability'));
}

/** GET /api/vidanta/resorts. */
export function useResorts() {
  return useQuery(endpointQuery('GET /api/vidanta/resorts'));
}

/** GET /api/vidanta/unit-types[?resortId=]: every unit type, or one resort's. */
export function useUnitTypes(resortId?: number) {
  return useQuery({
    ...endpointQuery('GET /api/vidanta/unit-types', { query: { resortId } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/vidanta/unit-type-images/{unitTypeId}. Cards ask only once they are on screen
 * (`enabled`); cards of the same unit type share one request.
 */
export function useUnitTypeImages(unitTypeId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery('GET /api/vidanta/unit-type-images/:unitTypeId', { params: { unitTypeId } }),
    enabled: options.enabled ?? true,
  });
}

/*
 * Reference data in the reader's language (decision 046). The reference lists carry both languages;
 * answers that embed a name (weeks, contracts, leads) carry the English and the row's id, and a
 * Spanish page looks the Spanish up in one small map, fetched only in Spanish.
 */

type Named = { name: string; nameEs?: string | null };
type Described = { description: string | null; descriptionEs?: string | null };

/** A reference row's name as the reader reads it ('Mazatlán' in Spanish). */
export const localName = (row: Named) => (getLocale() === 'es' && row.nameEs) || row.name;

/** A reference row's description as the reader reads it. */
export const localDescription = (row: Described) =>
  (getLocale() === 'es' && row.descriptionEs) || row.description;

export interface ReferenceNames {
  location(id: number | undefined, english: string): string;
  unitType(id: number | undefined, english: string): string;
  contractType(id: number | undefined, english: string): string;
  /** A text that may be a reference name (a property's unit size or place): its Spanish if it is one. */
  text(english: string): string;
}

/** GET /api/reference-names/es, in Spanish only: the Spanish of names the other answers carry in English. */
export function useReferenceNames(): ReferenceNames {
  const spanish = getLocale() === 'es';
  const { data } = useQuery({
    ...endpointQuery('GET /api/reference-names/es'),
    enabled: spanish,
    staleTime: 60_000,
  });
  return useMemo(() => {
    const pick = (byId: Record<string, string> | undefined, id: number | undefined, english: string) =>
      (spanish && ((id !== undefined && byId?.[id]) || data?.byEnglish[english])) || english;
    return {
      location: (id, english) => pick(data?.locations, id, english),
      unitType: (id, english) => pick(data?.unitTypes, id, english),
      contractType: (id, english) => pick(data?.contractTypes, id, english),
      text: (english) => (spanish && data?.byEnglish[english.trim()]) || english,
    };
  }, [spanish, data]);
}

/** The kinds of ownership most listings name, in the reader's language; any other text as written. */
const OWNERSHIP_TYPES: Record<string, Extract<MessageKey, `listings.ownership.${string}`>> = {
  'timeshare week': 'listings.ownership.timeshareWeek',
  'deeded ownership': 'listings.ownership.deededOwnership',
  'points membership': 'listings.ownership.pointsMembership',
  'fractional ownership': 'listings.ownership.fractionalOwnership',
};

export function ownershipText(type: string): string {
  const key = OWNERSHIP_TYPES[type.trim().toLowerCase()];
  return key ? t(key) : type;
}
