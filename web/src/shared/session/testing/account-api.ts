import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { companyToView } from '@typetest/events/company';
import { z } from 'zod';
import { logoutPath, refreshPath } from '../account-client.ts';
import type { Company } from '../company.ts';
import type { Tokens } from '../tokens.ts';

/** The company this API answers with unless a test swaps it (in the code's names; answered in the shape the real API gives). */
export const acmeAb: Company = {
  companyId: '0b7e8a34-6c1f-4e52-9d0a-3f6f1c2b9a01',
  loginEmail: 'boss@acme.se',
  emailForReceivingResults: 'boss@acme.se',
  contactName: 'Anna Berg',
  companyName: 'Acme AB',
  vatNo: 'SE556677889901',
  address: 'Storgatan 1',
  postCode: '111 22 Stockholm',
  textFolder: 'acme',
  isDefaultTexts: true,
  emailVerified: true,
  timeZone: 'Europe/Stockholm',
  language: 'en',
  minimumWpm: null,
  minimumAccuracy: null,
  automaticReminders: true,
  defaultDeadlineDays: null,
  retentionMonths: 24,
  welcomeNote: '',
  logo: null,
};

/**
 * A tiny account API on a real port, behaving as docs/decisions/0010-tokens-short-jwts-rotated-refresh.md says the real one does:
 * access tokens expire (401 AccessExpired), refresh tokens rotate on every renewal, and a
 * rotated one presented again revokes the whole session.
 */
export class AccountApi {
  /** Whom getCompanyFromToken answers with; a test may swap it for another company. */
  company: Company = acmeAb;
  /** Every request, in arrival order. */
  readonly requests: { path: string; authorization: string | undefined; body: unknown }[] = [];
  private issued = 0;
  private acceptedAccess: string | null = null;
  private validRefresh: string | null = null;
  private readonly everIssued = new Set<string>();
  /** How long a renewal takes, so calls can pile up behind it. */
  refreshDelayMs = 50;

  /** A fresh pair, as a login would answer. */
  issue(): Tokens {
    this.issued += 1;
    const tokens = { accessToken: `access-${this.issued}`, refreshToken: `refresh-${this.issued}` };
    this.acceptedAccess = tokens.accessToken;
    this.validRefresh = tokens.refreshToken;
    this.everIssued.add(tokens.accessToken);
    return tokens;
  }

  expireAccess() {
    this.acceptedAccess = null;
  }

  revokeSession() {
    this.validRefresh = null;
  }

  get refreshRequests() {
    return this.requests.filter((request) => request.path === refreshPath).length;
  }

  async handle(path: string, authorization: string | undefined, body: unknown, response: ServerResponse) {
    const reply = (status: number, json: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));

    if (path === refreshPath) {
      const presented = z.object({ tokens: z.object({ refreshToken: z.string() }) }).safeParse(body);
      await delay(this.refreshDelayMs);
      if (!presented.success) return reply(400, { success: false, errorMessage: 'tokens are required.' });
      if (presented.data.tokens.refreshToken !== this.validRefresh) {
        this.revokeSession(); // reuse of a rotated token: the whole family goes
        return reply(401, { success: false, errorMessage: 'InvalidRefreshToken' });
      }
      return reply(200, { success: true, data: this.issue() });
    }

    if (path === logoutPath) {
      // Like the real one: the sign-in of these tokens ends, and the answer is the same either way.
      const presented = z.object({ tokens: z.object({ refreshToken: z.string() }) }).safeParse(body);
      if (presented.success && presented.data.tokens.refreshToken === this.validRefresh) {
        this.revokeSession();
        this.expireAccess();
      }
      return reply(200, { success: true });
    }

    // Checked on arrival; `delayMs` holds the answer back, as a slow query would.
    const bearer = authorization?.replace(/^Bearer /, '');
    const verdict = bearer !== undefined && bearer === this.acceptedAccess ? 'ok' : bearer && this.everIssued.has(bearer) ? 'expired' : 'refused';
    const slow = z.object({ delayMs: z.number() }).safeParse(body);
    if (slow.success) await delay(slow.data.delayMs);
    if (verdict === 'expired') return reply(401, { success: false, errorMessage: 'AccessExpired' });
    if (verdict === 'refused') return reply(401, { success: false, errorMessage: 'Unauthorized' });

    if (path === '/api/db/getCompanyFromToken') return reply(200, { success: true, data: companyToView(this.company) });
    if (path === '/api/db/editCompany') return reply(400, { success: false, errorMessage: 'companyName must not be empty.' });
    if (path === '/api/db/exporthistory') {
      // A file begun and then broken off, as the API does with an export it cannot finish.
      response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="typetest-results.csv"' });
      response.write('Name,E-mail\r\nAnna Berg,anna@shop.example\r\n', () => response.destroy());
      return;
    }
    if (path === '/api/db/sendinvitation') {
      return reply(403, { success: false, errorTitle: 'Verify your e-mail address first', errorMessage: 'Invitations left: 0.', code: 'unverifiedLimit' });
    }
    return reply(200, { success: true, data: { path } });
  }
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** localStorage's interface over a Map: Node has no browser storage. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export interface RunningAccountApi {
  /** The API's state; `reset()` gives each test a fresh one. */
  readonly api: AccountApi;
  readonly baseUrl: string;
  reset(): void;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1; answers cross-origin calls too (a happy-dom page lives on another origin). */
export async function startAccountApi(): Promise<RunningAccountApi> {
  let api = new AccountApi();
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Headers': 'content-type, authorization, accept', 'Access-Control-Allow-Methods': 'POST' }).end();
      return;
    }
    void readJson(request).then((body) => {
      const path = request.url ?? '';
      const authorization = request.headers.authorization;
      api.requests.push({ path, authorization, body });
      return api.handle(path, authorization, body, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    get api() {
      return api;
    },
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reset() {
      api = new AccountApi();
    },
    async close() {
      server.close();
      await once(server, 'close');
    },
  };
}
