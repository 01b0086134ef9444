// Issue 38 item 2: three instances behind one address. Three `npm start` processes on one PostgreSQL database behind
// Debian's haproxy (its config written here, as docs/production.md shows it), and traffic through the one address:
// a member signs in on one instance and his session serves on another, a report job started through one is followed
// and downloaded through the others, and an instance killed under traffic leaves the others answering every request.
// Then a rolling restart: each instance in turn gets SIGTERM, drains and starts again on its port, under reads and
// writes (projects made and deleted, sign-ups) through the proxy; no request fails and every acknowledged write is
// kept. haproxy names the instance that answered in a header (X-Served-By), so the test knows which one did.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginProof } from '../../../src/client/login-proof';
import type { Envelope } from '../../../src/contracts/envelope';
import type { ReportJob } from '../../../src/contracts/report';
import type { SignedIn } from '../../../src/contracts/schemas/account';
import type { ProjectData, ProjectOverview } from '../../../src/contracts/schemas/projects';
import type { Mailbox } from '../../support/mailbox';
import { bearer, buildAccountApp, registerByEmail, startMailbox, strongPassword } from '../account/account-helper';
import { ownPostgresUrl, temporaryDir } from '../helper';
import { calculated, longList, saveList } from '../report/saved-report';
import { killServer, startNpmServer, startMs, type RealServer } from './real-server';

const haproxy = '/usr/sbin/haproxy';
const postgresUrl = existsSync(haproxy) ? await ownPostgresUrl('vs_three1') : undefined;
const skipped = !existsSync(haproxy)
  ? 'three instances behind haproxy: skipped because /usr/sbin/haproxy is missing (apt-get install -y haproxy)'
  : 'three instances behind haproxy: skipped because TEST_DATABASE_URL is not set';
/**
 * The proxy's one address: a port free now, so that another suite on the same machine (another checkout's npm test)
 * runs beside this one without a clash.
 */
const front = await freePort();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
const names = ['i1', 'i2', 'i3'];

/** The haproxy config docs/production.md shows, for these instances' ports. */
function haproxyConfig(port: number, instances: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A request whose instance refused the connection goes to another one; a GET also when its instance closed the
    // connection without an answer or did not answer in time. A write is never sent twice.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  http-request disable-l7-retry unless METH_GET',
    // The readiness check: an instance whose database cannot write, or that is closing, gets no new requests.
    // With a Host the server accepts (PUBLIC_URL's host in production; loopback here): it refuses other hosts.
    '  option httpchk',
    '  http-check send meth GET uri /api/health ver HTTP/1.1 hdr host localhost',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %s',
    ...instances.map(({ name, port: instancePort }) => `  server ${name} 127.0.0.1:${instancePort} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

interface Answer<T> {
  servedBy: string;
  /** 0 when no answer came (the connection refused or cut). */
  status: number;
  /** Undefined when the answer was not an envelope (haproxy's own 502 or 503 page). */
  envelope?: Envelope<T>;
  /** The error, or the body that was not an envelope. */
  text: string;
}

async function call<T>(pathname: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  try {
    const response = await fetch(`http://127.0.0.1:${front}${pathname}`, {
      method: init.method ?? 'GET',
      headers: { lang: 'en', ...(init.body !== undefined && { 'content-type': 'application/json' }), ...init.headers },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    let envelope: Envelope<T> | undefined;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      // haproxy's own page
    }
    return { servedBy: response.headers.get('x-served-by') ?? '', status: response.status, ...(envelope && { envelope }), text };
  } catch (error) {
    return { servedBy: '', status: 0, text: String((error as Error).cause ?? error) };
  }
}

/** True for an answer of 200 with Result 0. */
const served = (answer: Answer<unknown>) => answer.status === 200 && answer.envelope?.Result === 0;
const said = (what: string, answer: Answer<unknown>) => `${what}: ${answer.status} from ${answer.servedBy || '?'} ${answer.envelope?.ErrorMsg ?? answer.text.slice(0, 200)}`;
const alive = (server: RealServer) => server.child.exitCode === null && server.child.signalCode === null;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Each traffic client's rest between two calls. Without it the clients called as fast as the instances answered and
 * kept both cores of a CI machine busy for minutes (the rest of the unit tests, and each instance's own start, waited
 * for them): with it, several calls a second from each client still reach every instance while it drains, restarts or
 * dies, which is what the checks need; the figures logged at the end show how many.
 */
const betweenCalls = () => pause(20);

describe.skipIf(!postgresUrl)(postgresUrl ? 'three instances on one PostgreSQL behind haproxy' : skipped, () => {
  let proxy: ChildProcess | undefined;
  let proxyOutput = '';
  const servers: RealServer[] = [];
  let mailbox: Mailbox;
  /** The instances' environment: one database, behind one proxy, mail to the test's mailbox, a load balancer's drain. */
  let env: Record<string, string>;
  /** The members who write projects in the rolling restart, by their session's Authorization header. */
  const writers: Record<string, string>[] = [];

  /** Resolves once every instance has answered through the proxy (round robin hands requests to each in turn). */
  async function allServing(): Promise<void> {
    const seen = new Set<string>();
    while (seen.size < 3) {
      const answer = await call<unknown>('/api/health');
      if (answer.status === 200) seen.add(answer.servedBy);
      else await pause(100);
      expect(proxy!.exitCode, proxyOutput).toBeNull();
    }
  }

  beforeAll(async () => {
    // Members made through an instance of the test's own, closed before the three start: one with a saved list (the
    // report job), two who write projects in the rolling restart.
    mailbox = await startMailbox();
    const setup = await buildAccountApp(mailbox, undefined, { DATABASE_URL: postgresUrl! });
    const { Token } = await registerByEmail(setup, mailbox, 'tri_1', 'tri@example.com');
    await saveList(setup, longList(await calculated(setup), 200), bearer(Token));
    for (const n of [1, 2]) writers.push(bearer((await registerByEmail(setup, mailbox, `tri_w${n}`, `tri_w${n}@example.com`)).Token));
    await setup.close();

    // SHUTDOWN_DELAY_MS as docs/production.md says: haproxy's checks (every 1 s, down after 2) see the instance's
    // readiness fail before it stops listening.
    env = { DATABASE_URL: postgresUrl!, TRUST_PROXY: '1', SHUTDOWN_DELAY_MS: '3000', SMTP_URL: mailbox.url, CODES_PER_ADDRESS_PER_HOUR: '1000000' };
    // Built once (npm start with SKIP_BUILD, as real-server.ts does); the first migrates, the other two start together.
    const first = await startNpmServer(env);
    servers.push(first, ...(await Promise.all([startNpmServer(env), startNpmServer(env)])));
    const config = path.join(temporaryDir('vs-haproxy-'), 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(front, servers.map((server, i) => ({ name: names[i]!, port: server.port }))));
    proxy = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    proxy.stderr!.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString()));
    await allServing();
  }, startMs * 2 + 120_000);

  afterAll(async () => {
    proxy?.kill('SIGKILL');
    // SIGTERM, which npm passes on to the server (SIGKILL would end npm and leave the server running).
    const live = servers.filter(alive);
    for (const server of live) server.child.kill('SIGTERM');
    await Promise.all(live.map((server) => server.exited));
  });

  it(
    'signs in on one instance and serves the session on another, makes a report job across them, and keeps answering when one is killed',
    async () => {
      // Sign-in on one instance (its login codes fetched from another), the session served by the others.
      const codes = await call<{ simpleCode: string; complexCode: string }>('/api/authorize/getloginauth');
      const signedIn = await call<SignedIn>('/api/authorize/login', {
        method: 'POST',
        body: { account: 'tri_1', password: loginProof(strongPassword, codes.envelope!.Data!), BusinessId: 'test', Terminal: 'vitest' },
      });
      expect(signedIn.envelope?.Result).toBe(0);
      expect(signedIn.servedBy).not.toBe(codes.servedBy);
      const member = bearer(signedIn.envelope!.Data!.Token);
      const profiles = await Promise.all(Array.from({ length: 6 }, () => call<{ UserName: string }>('/api/authorize/profile', { headers: member })));
      for (const profile of profiles) expect(profile.envelope).toMatchObject({ Result: 0, Data: { UserName: 'tri_1' } });
      expect(new Set(profiles.map((profile) => profile.servedBy)).size).toBe(3);

      // A report job started through one instance, followed through all three.
      const started = await call<ReportJob>('/api/report/job/start', { method: 'POST', body: { format: 'pdf', language: 'en' }, headers: member });
      expect(started.envelope?.Result).toBe(0);
      const { jobId } = started.envelope!.Data!;
      const followers = new Set<string>();

      // Traffic from here on: cheap calls through the proxy, every one answered, while an instance is killed.
      let traffic = true;
      const failures: string[] = [];
      let answered = 0;
      const clients = Array.from({ length: 4 }, async () => {
        while (traffic) {
          const answer = await call<unknown>('/api/authorize/profile', { headers: member });
          if (answer.status === 200) answered++;
          else failures.push(said('profile', answer));
          await betweenCalls();
        }
      });

      let job = started.envelope!.Data!;
      let killed: string | undefined;
      while (['queued', 'running'].includes(job.state)) {
        const answer = await call<ReportJob>(`/api/report/job?jobId=${jobId}`, { headers: member });
        expect(answer.envelope?.Result, said('job', answer)).toBe(0);
        followers.add(answer.servedBy);
        job = answer.envelope!.Data!;
        // Once the report is being made and every instance has answered for it, the third instance is killed.
        if (!killed && job.state === 'running' && followers.size === 3) {
          killed = names[2]!;
          await killServer(servers[2]!);
        }
        await pause(50);
      }
      expect(job).toMatchObject({ state: 'done', percent: 100, failure: null });
      expect(killed).toBe('i3');

      // Downloaded through the instances still up, each in turn.
      for (let i = 0; i < 2; i++) {
        const file = await fetch(`http://127.0.0.1:${front}/api/report/job/file?jobId=${jobId}`, { headers: member });
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('application/pdf');
        expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(['i1', 'i2']).toContain(file.headers.get('x-served-by'));
      }

      traffic = false;
      await Promise.all(clients);
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(0);
      console.info(`three instances: ${answered} calls answered under traffic, instance i3 killed, the job followed through ${[...followers].join(', ')}`);
    },
    300_000,
  );

  it(
    'restarts all three in turn under reads and writes: no request fails, every acknowledged write is kept',
    async () => {
      // An instance killed before starts again on its own port first.
      for (const [i, server] of servers.entries()) if (!alive(server)) servers[i] = await startNpmServer({ ...env, PORT: String(server.port) });
      await allServing();

      let traffic = true;
      const failures: string[] = [];
      /** When each instance last answered (through the proxy). */
      const lastServed = new Map<string, number>();
      const note = (what: string, answer: Answer<unknown>): boolean => {
        if (answer.servedBy) lastServed.set(answer.servedBy, Date.now());
        if (served(answer)) return true;
        failures.push(said(what, answer));
        return false;
      };
      let reads = 0;
      let writes = 0;

      // Readers: a session and a project overview, through the proxy, one after another.
      const readers = Array.from({ length: 4 }, async (_, i) => {
        const member = writers[i % writers.length]!;
        while (traffic) {
          if (note('profile', await call('/api/authorize/profile', { headers: member }))) reads++;
          if (note('project list', await call('/api/project/list', { headers: member }))) reads++;
          await betweenCalls();
        }
      });
      // Writers: each member makes projects (with a list) one after another, and deletes his oldest past 20, so that the
      // 100 a member may have never run out. What he has at the end is exactly what was acknowledged.
      const kept = writers.map(() => new Map<number, string>());
      const making = writers.map(async (member, w) => {
        const projects = kept[w]!;
        for (let n = 1; traffic; n++) {
          const name = `w${w + 1}-${n}`;
          await betweenCalls();
          const made = await call<ProjectData>('/api/project/create', { method: 'POST', body: { name, lists: [{ name: 'list' }] }, headers: member });
          if (!note(`create ${name}`, made)) continue;
          projects.set(made.envelope!.Data!.id, name);
          writes++;
          if (projects.size <= 20) continue;
          const [oldest] = projects.keys();
          const deleted = await call('/api/project/delete', { method: 'POST', body: { projectId: oldest }, headers: member });
          if (!note(`delete ${projects.get(oldest!)}`, deleted)) continue;
          projects.delete(oldest!);
          writes++;
        }
      });
      // Sign-ups through the proxy, two started as each instance begins to drain (registrations are limited to 10 an
      // hour per address: the three members above and these six).
      const signedUp: { account: string; token: string }[] = [];
      const signUp = async (account: string) => {
        const email = `${account}@example.com`;
        if (!note(`code for ${account}`, await call('/api/sms/sendemail', { method: 'POST', body: { email, purpose: 'register' } }))) return;
        const code = await mailbox.codeFor(email);
        const body = { account, password: strongPassword, confirmPassword: strongPassword, country: 'China', region: 'CHINA', verifyType: 'Email', email, code };
        const registered = await call<SignedIn>('/api/authorize/register', { method: 'POST', body });
        if (note(`sign-up ${account}`, registered)) signedUp.push({ account, token: registered.envelope!.Data!.Token });
      };
      const signUps: Promise<void>[] = [];

      const restarts: string[] = [];
      for (const [i, name] of names.entries()) {
        const old = servers[i]!;
        const writesBefore = writes;
        const stoppedAt = Date.now();
        old.child.kill('SIGTERM');
        signUps.push(signUp(`roll_${name}_a`), signUp(`roll_${name}_b`));
        expect(await old.exited, old.output()).toBe(0);
        expect(old.output()).not.toContain('connections still busy after the grace period were cut');
        const drainedMs = Date.now() - stoppedAt;
        servers[i] = await startNpmServer({ ...env, PORT: String(old.port) });
        // Back once haproxy's check has taken it in again and it has answered a request.
        const startedAt = Date.now();
        while ((lastServed.get(name) ?? 0) < startedAt) await pause(100);
        expect(writes, `writes acknowledged while ${name} restarted`).toBeGreaterThan(writesBefore);
        restarts.push(`${name} drained in ${drainedMs} ms, ${writes - writesBefore} writes meanwhile`);
      }
      traffic = false;
      await Promise.all([...readers, ...making, ...signUps]);
      expect(failures).toEqual([]);

      // Every acknowledged write is in the database, read back through the proxy: each writer's projects are exactly
      // those made and not deleted, each with its list; every account signed up serves its session.
      for (const [w, member] of writers.entries()) {
        const overview = await call<ProjectOverview>('/api/project/list', { headers: member });
        expect(served(overview), said('project list', overview)).toBe(true);
        const projects = overview.envelope!.Data!.projects;
        expect(projects.map(({ id, name }) => [id, name])).toEqual([...kept[w]!.entries()]);
        for (const project of projects) expect(project.listCount).toBe(1);
      }
      expect(signedUp.map(({ account }) => account).sort()).toEqual(names.flatMap((name) => [`roll_${name}_a`, `roll_${name}_b`]).sort());
      for (const { account, token } of signedUp) {
        const profile = await call<{ UserName: string }>('/api/authorize/profile', { headers: bearer(token) });
        expect(profile.envelope, said('profile', profile)).toMatchObject({ Result: 0, Data: { UserName: account } });
      }
      console.info(`rolling restart: ${reads} reads and ${writes} writes acknowledged, ${signedUp.length} sign-ups, no request failed; ${restarts.join('; ')}`);
    },
    startMs * 4 + 300_000,
  );
});
