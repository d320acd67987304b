import { geocodeAnswer } from '@common/schemas/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { PLACES, type Place } from './places.ts';

/** Furthest a place may be from the coordinates to count as where the member is, in km. */
export const GEOCODE_RADIUS_KM = 60;

/** Great-circle distance in km between two coordinates in degrees. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Offline reverse geocoding (SPEC §7 geocode.php): the nearest known city within 60 km, with its
 * country and ISO 3166-2 region; null when none is that close.
 */
export function reverseGeocode(lat: number, lon: number): Place | null {
  let best: Place | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const place of PLACES) {
    const km = distanceKm({ lat, lon }, place);
    if (km < bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return bestKm <= GEOCODE_RADIUS_KM ? best : null;
}

/** SPEC §7 `GET /api/geocode.php?lat=&lon=` → `{country, region, city}`. */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/geocode.php',
    {
      schema: {
        tags: ['profile'],
        querystring: z.object({
          lat: z.coerce.number().min(-90).max(90),
          lon: z.coerce.number().min(-180).max(180),
        }),
        response: { 200: geocodeAnswer },
      },
    },
    async (request) => {
      const place = reverseGeocode(request.query.lat, request.query.lon);
      if (!place) throw new AppError('not_found');
      return { country: place.country, region: place.region, city: place.city };
    },
  );
};
