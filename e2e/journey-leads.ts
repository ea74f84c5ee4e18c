import { type APIRequestContext, expect } from '@playwright/test';
import { todayIso } from '#src/server/db/seed/demo-factories.ts';
import type { Random } from '#src/server/db/seed/demo-random.ts';
import { makePropertyInterest, makeWeekInterest, makeWeekRequest } from '#src/server/db/seed/demo-records.ts';
import { journeyEmail } from './journey-data';
import type { Named } from './journey-records';

// Visitors' leads (week requests, interest in weeks and listings) made through the public forms'
// endpoints with the demo seeder's texts, and their removal after the journey.

export interface CreatedWeekRequest {
  name: string;
  email: string;
  preferredLocation: string;
  startDate: string;
  endDate: string;
}

/** A visitor's week request, through the public form's POST /api/week-requests. */
export async function createWeekRequest(
  api: APIRequestContext,
  random: Random,
  opts: Partial<CreatedWeekRequest> = {},
): Promise<CreatedWeekRequest> {
  const locations = (await (await api.get('/api/vidanta/locations')).json()) as Named[];
  const now = new Date();
  const row = makeWeekRequest(random, random.pick(locations).name, todayIso(now), now);
  const request = {
    name: opts.name ?? row.name,
    email: opts.email ?? journeyEmail('request'),
    preferredLocation: opts.preferredLocation ?? row.preferredLocation,
    startDate: opts.startDate ?? row.startDate,
    endDate: opts.endDate ?? row.endDate,
  };
  const res = await api.post('/api/week-requests', {
    data: { ...request, additionalDetails: row.additionalDetails },
  });
  expect(res.status(), `create week request: ${await res.text()}`).toBe(201);
  return request;
}

export interface CreatedLead {
  kind: 'week' | 'property';
  email: string;
  message: string;
}

/** A visitor's interest in a week or a listing, through the public POST (the seeder's message texts). */
export async function createLead(
  api: APIRequestContext,
  random: Random,
  about: { weekId: number } | { propertyListingId: number },
  opts: { email?: string; message?: string } = {},
): Promise<CreatedLead> {
  const now = new Date();
  const email = opts.email ?? journeyEmail('visitor');
  if ('weekId' in about) {
    const row = makeWeekInterest(random, about.weekId, now);
    const message = opts.message ?? row.message;
    const res = await api.post('/api/week-interests', { data: { weekId: about.weekId, email, message } });
    expect(res.status(), `create week interest: ${await res.text()}`).toBe(201);
    return { kind: 'week', email, message };
  }
  const row = makePropertyInterest(random, about.propertyListingId, now);
  const message = opts.message ?? row.message;
  const res = await api.post('/api/property-listing-interests', {
    data: { propertyListingId: about.propertyListingId, email, message },
  });
  expect(res.status(), `create property interest: ${await res.text()}`).toBe(201);
  return { kind: 'property', email, message };
}

const LEAD_PATHS = ['/api/week-requests', '/api/week-interests', '/api/property-listing-interests'];

/** Deletes, through the staff API, every lead (request or interest) sent from these addresses. */
export async function removeLeadsFrom(staff: APIRequestContext, emails: Iterable<string>) {
  for (const email of emails) {
    for (const path of LEAD_PATHS) {
      const res = await staff.get(`${path}?q=${encodeURIComponent(email)}&page=1&pageSize=100`);
      if (!res.ok()) continue;
      const body = (await res.json()) as { items: { id: number; email: string }[] };
      for (const lead of body.items.filter((l) => l.email === email))
        await staff.delete(`${path}/${lead.id}`);
    }
  }
}
