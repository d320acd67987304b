import { resources } from '@common/locales';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { errorDetails } from './routeError';

/** A route error response as React Router makes it (`isRouteErrorResponse` checks these fields). */
const routeError = (status: number, statusText: string, data: unknown = null) => ({
  status,
  statusText,
  internal: false,
  data,
});

describe('what the error page shows (SPEC §8: message and status code, default 500)', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'nl', resources });
  });
  const t = () => i18next.t;

  it('shows a route error response with its status and status text; 404 as the unknown-page text in the language of the page', () => {
    expect(errorDetails(routeError(404, 'Not Found', 'Error: No route matches URL "/x"'), t())).toEqual({
      status: 404,
      message: 'Deze pagina kon niet worden gevonden',
    });
    expect(errorDetails(routeError(503, 'Service Unavailable'), t())).toEqual({
      status: 503,
      message: 'Service Unavailable',
    });
    expect(errorDetails(routeError(418, '', 'Ik ben een theepot'), t())).toEqual({
      status: 418,
      message: 'Ik ben een theepot',
    });
  });

  it("shows an ApiError's status and its translated message", () => {
    const error = new ApiError(403, 'blocked', 'Anna heeft je geblokkeerd.');
    expect(errorDetails(error, t())).toEqual({ status: 403, message: 'Anna heeft je geblokkeerd.' });
    expect(errorDetails(new ApiError(500, 'internal', ''), t())).toEqual({
      status: 500,
      message: 'Er is een fout opgetreden, probeer het later opnieuw.',
    });
  });

  it('shows the network text with the default 500 when the server was not reached', () => {
    expect(errorDetails(new ApiError(0, 'network', 'TypeError: Failed to fetch'), t())).toEqual({
      status: 500,
      message: 'Geen verbinding. Controleer je internet en probeer opnieuw.',
    });
  });

  it("shows a plain Error's message with 500, and the generic text for anything else", () => {
    expect(errorDetails(new Error('Cannot read properties of undefined'), t())).toEqual({
      status: 500,
      message: 'Cannot read properties of undefined',
    });
    expect(errorDetails(undefined, t())).toEqual({
      status: 500,
      message: 'Er is een fout opgetreden, probeer het later opnieuw.',
    });
    expect(errorDetails(new Error(''), t()).message).toBe(
      'Er is een fout opgetreden, probeer het later opnieuw.',
    );
  });

  it('translates into the site language', async () => {
    await i18next.changeLanguage('en');
    expect(errorDetails(new ApiError(0, 'network', 'x'), t()).message).toBe(
      'No connection. Check your internet and try again.',
    );
    await i18next.changeLanguage('nl');
  });
});
