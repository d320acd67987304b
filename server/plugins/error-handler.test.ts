/**
 * The one error handler (CONVENTIONS 7): bad input is a 4xx in the member's language, never a 500,
 * wherever in a handler it is found.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localeFromAcceptLanguage } from '../lib/i18n.ts';
import { buildMember, login, testAppOfFile } from '../test/helpers.ts';
import { errorHandler } from './error-handler.ts';

const t = testAppOfFile();

describe('POST /api/user.php?push=1 with a login body', () => {
  const loginBody = { email: 'iemand@example.com', password: 'Zonnebloem-Fiets-42' };

  it('answers a member 400 validation on the subscription, in their language', async () => {
    const member = await buildMember(t);
    const cookie = await login(t, member.email);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: loginBody,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'validation',
      message: 'Controleer de gemarkeerde velden.',
      fields: { subscription: 'Dit veld is niet goed ingevuld.' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'en' },
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: loginBody,
    });
    expect(english.json()).toEqual({
      error: 'validation',
      message: 'Please check the highlighted fields.',
      fields: { subscription: 'This field is not filled in correctly.' },
    });
  });

  it('answers a visitor 403 authentication_required before looking at the body', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: loginBody });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'authentication_required', message: 'Log in om verder te gaan.' });
  });
});

describe('a zod error thrown inside a handler', () => {
  it('is 400 validation with one translated message per field, not 500', async () => {
    const app = Fastify();
    app.decorateRequest('locale', 'nl');
    app.addHook('onRequest', async (request) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? 'nl';
    });
    await app.register(errorHandler);
    const body = z.object({
      name: z.string().min(1, 'validation.required'),
      age: z.number(),
      address: z.object({ city: z.string() }),
    });
    app.post('/parse', async (request) => body.parse(request.body));
    app.post('/parse-root', async () => z.string().parse(42));
    const answer = await app.inject({
      method: 'POST',
      url: '/parse',
      payload: { name: '', age: 'x', address: {} },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'validation',
      message: 'Bitte überprüfe die markierten Felder.',
      fields: {
        name: 'Bitte fülle dieses Feld aus.',
        age: 'Dieses Feld ist nicht richtig ausgefüllt.',
        'address.city': 'Dieses Feld ist nicht richtig ausgefüllt.',
      },
    });
    const root = await app.inject({ method: 'POST', url: '/parse-root' });
    expect(root.statusCode).toBe(400);
    expect(root.json()).toEqual({
      error: 'validation',
      message: 'Controleer de gemarkeerde velden.',
      fields: { body: 'Dit veld is niet goed ingevuld.' },
    });
    await app.close();
  });
});
