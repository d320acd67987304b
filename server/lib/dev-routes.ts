import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { isLoopbackAddress, isLoopbackHostname } from './origin.ts';

/**
 * The addresses a request passed through: the connection's peer, Fastify's `request.ip` (the
 * client per TRUST_PROXY) and every address a proxy header names (`X-Forwarded-For`, `X-Real-IP`,
 * `Forwarded: for=`). Unparseable entries are kept as they are (and so are not loopback).
 */
function addressChain(request: FastifyRequest): string[] {
  const chain = [request.socket?.remoteAddress ?? '', request.ip];
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  for (const entry of header('x-forwarded-for').split(',')) if (entry.trim()) chain.push(entry.trim());
  if (header('x-real-ip').trim()) chain.push(header('x-real-ip').trim());
  for (const match of header('forwarded').matchAll(/for=("?)([^;,"]+)\1/gi)) {
    // `for="[::1]:1234"`, `for=127.0.0.1:1234`, `for=127.0.0.1`: the address without its port.
    const value = match[2] ?? '';
    chain.push(value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d+$/, ''));
  }
  return chain;
}

/**
 * Whether the request comes from this machine: every address it passed through is loopback. Behind
 * a reverse proxy on the same machine every connection is loopback, so a request that names any
 * other client in a proxy header is not local, whether TRUST_PROXY trusts that header or not.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  return addressChain(request).every(isLoopbackAddress);
}

/**
 * Whether this server serves development pages at all: DEV_ROUTES=true, or — outside production —
 * a PUBLIC_URL on this machine (localhost, 127.0.0.0/8, ::1). A site with a public address is
 * reached by others, and the development pages show every activation and reset link (issue 9).
 */
export function devRoutesEnabled(config: Pick<Config, 'devRoutes' | 'env' | 'publicUrl'>): boolean {
  if (config.devRoutes) return true;
  return config.env !== 'production' && isLoopbackHostname(new URL(config.publicUrl).hostname);
}

/**
 * Issue 9: whether `request` may see the development pages (`GET /dev/mail`, `GET /dev/sms` and the
 * sandbox checkout, see `sandboxCheckoutAllowed` in `modules/payments/sandbox-routes.ts`): they are
 * enabled (`devRoutesEnabled`), the client is on this machine (`isLoopbackClient`) and the Host
 * names this machine or PUBLIC_URL. Read per request, so a test can change the configuration of a
 * running app.
 */
export function devRoutesAllowed(request: FastifyRequest): boolean {
  const { config } = request.server.deps;
  return devRoutesEnabled(config) && isLoopbackClient(request) && isLocalHost(request, config.publicUrl);
}

/**
 * Whether the request names this machine or PUBLIC_URL's host in its Host header. Against DNS
 * rebinding: a foreign page whose name is made to resolve to 127.0.0.1 reaches us from a loopback
 * client, but with its own name as Host.
 */
function isLocalHost(request: FastifyRequest, publicUrl: string): boolean {
  const hostname = request.hostname;
  return isLoopbackHostname(hostname) || hostname.toLowerCase() === new URL(publicUrl).hostname;
}

/**
 * Route hook (`onRequest: devRoutesOnly`) of the development pages: answers 404 `not_found`
 * (AppError) where `devRoutesAllowed` says no, so the pages do not even show that they exist.
 */
export async function devRoutesOnly(request: FastifyRequest): Promise<void> {
  if (!devRoutesAllowed(request)) throw new AppError('not_found');
}
