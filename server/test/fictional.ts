/**
 * Test helpers for fictional profiles in the back office (issue "Back office" §4): a valid
 * profile form, and the admin's calls to `/api/admin/fictional-profiles`.
 */
import sharp from 'sharp';
import type { TestApp } from './helpers.ts';
import { multipart } from './helpers.ts';
import { staffHeaders } from './staff.ts';

/** A valid fictional profile form (SPEC §3 fields), `overrides` merged over it. */
export function fictionalForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Fenna',
    gender: 'female',
    looking_for: 'male',
    date_of_birth: '1994-04-12',
    country: 'BE',
    region: '',
    city: 'Gent',
    min_age: 25,
    max_age: 55,
    hair_colour: 'blond',
    eye_colour: 'blue',
    body_type: null,
    relationship_status: 'single',
    sexuality: null,
    tattoos: null,
    signup_reason: null,
    appearance: 'normal',
    seek_appearance: null,
    interests: [],
    about: 'Ik hou van fietsen langs de Leie.',
    sites: [],
    ...overrides,
  };
}

/** A small JPEG of one colour (`colour` as CSS hex). */
export function jpeg(colour = '#3a6'): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The fictional-profile calls of the back office as the staff member behind `cookie`. */
export function fictionalAdminOf(t: TestApp, cookie: string) {
  const headers = staffHeaders(t, cookie);
  const base = '/api/admin/fictional-profiles';
  return {
    list: () => t.app.inject({ method: 'GET', url: base, headers }),
    get: (id: number) => t.app.inject({ method: 'GET', url: `${base}/${id}`, headers }),
    create: (form: object) => t.app.inject({ method: 'POST', url: base, headers, payload: form }),
    update: (id: number, form: object) =>
      t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers, payload: form }),
    hide: (id: number) => t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers }),
    restore: (id: number) => t.app.inject({ method: 'POST', url: `${base}/${id}/restore`, headers }),
    upload: async (id: number, data: Buffer) => {
      const body = multipart(data);
      return t.app.inject({
        method: 'POST',
        url: `${base}/${id}/photos`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    removePhoto: (id: number, photoId: number) =>
      t.app.inject({ method: 'DELETE', url: `${base}/${id}/photos/${photoId}`, headers }),
    mainPhoto: (id: number, photoId: number) =>
      t.app.inject({ method: 'PUT', url: `${base}/${id}/photos/${photoId}/main`, headers }),
  };
}
