import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
const loopback = /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^::1$/;

/**
 * Who may read /metrics: with a token configured (METRICS_TOKEN), whoever sends it as `Authorization: Bearer <token>`;
 * without one, only a client on this machine (loopback, after the trusted proxies: a scraper on the same host, or one
 * reaching it through an SSH tunnel). The figures tell an attacker when the server is weak and what its routes are.
 * @returns 'allowed', 'unauthorised' (a token is configured and not sent right) or 'hidden' (no token, not loopback).
 */
export function metricsAccess(request: FastifyRequest, token: string | undefined): 'allowed' | 'unauthorised' | 'hidden' {
  if (token === undefined) return loopback.test(request.ip) ? 'allowed' : 'hidden';
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  // Compared as digests, in constant time, so neither its length nor its characters leak through the answer's timing.
  return timingSafeEqual(digest(sent), digest(token)) ? 'allowed' : 'unauthorised';
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
