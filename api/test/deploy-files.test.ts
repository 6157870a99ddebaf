import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT_DIR } from '../src/core/config';

/**
 * Issue 40 item 5: the image, the compose file and the chart, checked as far as a machine without a container
 * engine or helm can (README "Operations" says what is not): they parse, and they agree with the code — the
 * commands, ports, probes, roles and settings they name exist.
 */
const read = (file: string) => fs.readFileSync(path.join(ROOT_DIR, file), 'utf8');
const readme = read('README.md');
const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
/** The settings the README's configuration table documents. */
const documented = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs the compiled server as a non-root user, with a health check on /healthz', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)![1]) as string[];
    expect(cmd[0]).toBe('node');
    // What scripts/build-server.mjs writes.
    expect(cmd[cmd.length - 1]).toBe('dist/server/main.js');
    expect(read('scripts/build-server.mjs')).toMatch(/serverDir = path\.join\(root, 'dist\/server'\);\s+export const serverFile = path\.join\(serverDir, 'main\.js'\)/);
    expect(/^EXPOSE (\d+)$/m.exec(runtime)![1]).toBe(/PORT=(\d+)/.exec(runtime)![1]);
  });

  it('installs production dependencies only, and copies what the server and `npm run migrate` read at run time', () => {
    expect(runtime).toMatch(/npm ci --omit=dev/);
    const copied = [...runtime.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1].split(/\s+/));
    for (const file of copied) expect(fs.existsSync(path.join(ROOT_DIR, file))).toBe(true);
    // Read from disk by the server (api/src/app.ts, core/graphql/explorer.ts) and by `npm run migrate` (tsx).
    expect(copied).toEqual(expect.arrayContaining(['schema.graphql', 'api/src', 'rules', 'validation', 'tsconfig.json']));
    expect(scripts.migrate).toMatch(/^tsx /);
    expect(runtime).toMatch(/COPY --from=build \/app\/dist\/server/);
    expect(runtime).toMatch(/COPY --from=build \/app\/web\/dist/);
  });

  it('keeps local state and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', '.data', '.env', '.git']));
  });
});

describe('compose.yaml', () => {
  // Compose reads YAML merge keys (`<<: *app`).
  const compose = parse(read('compose.yaml'), { merge: true });
  const services = compose.services as Record<string, { command?: string[]; environment?: Record<string, string>; deploy?: { replicas?: number }; depends_on?: Record<string, { condition: string }> }>;

  it('runs PostgreSQL 16, the migrations once, two web instances, one worker and a load balancer', () => {
    expect(Object.keys(services).sort()).toEqual(['lb', 'migrate', 'postgres', 'web', 'worker']);
    expect((services.postgres as { image: string }).image).toBe('postgres:16');
    expect(services.migrate.command).toEqual(['npm', 'run', 'migrate']);
    expect(scripts.migrate).toBeDefined();
    expect(services.web.environment!.ROLE).toBe('web');
    expect(services.web.deploy!.replicas).toBe(2);
    expect(services.worker.environment!.ROLE).toBe('worker');
    // Nothing serves before the schema is current: web and worker wait for the migrations to finish.
    expect(services.web.depends_on!.migrate.condition).toBe('service_completed_successfully');
    expect(services.worker.depends_on!.migrate.condition).toBe('service_completed_successfully');
  });

  it('gives the app only settings the README documents', () => {
    for (const name of ['migrate', 'web', 'worker']) {
      for (const key of Object.keys(services[name].environment!)) expect([name, key, documented.has(key)]).toEqual([name, key, true]);
    }
  });
});

describe('the load balancer', () => {
  const cfg = read('deploy/haproxy/haproxy.cfg');
  it('health-checks the web role on /readyz at the port the image serves', () => {
    expect(cfg).toMatch(/option httpchk GET \/readyz/);
    expect(cfg).toMatch(/server-template web \d+ web:4000/);
  });
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
  (haproxy ? it : it.skip)('is a configuration haproxy accepts (haproxy -c)', () => {
    // The Docker DNS resolver it names exists only inside compose: check the rest with the resolver's address stubbed.
    const tmp = path.join(fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'haproxy-')), 'haproxy.cfg');
    fs.writeFileSync(tmp, cfg.replace('127.0.0.11:53', '127.0.0.1:53'));
    expect(() => execFileSync(haproxy!, ['-c', '-f', tmp], { stdio: 'pipe' })).not.toThrow();
  });
});

describe('the Helm chart', () => {
  const dir = 'deploy/helm/d-office';
  const values = parse(read(`${dir}/values.yaml`));
  const templates = fs.readdirSync(path.join(ROOT_DIR, dir, 'templates')).map((f) => read(`${dir}/templates/${f}`));

  it('has a chart, and every value a template reads is defined in values.yaml', () => {
    expect(parse(read(`${dir}/Chart.yaml`))).toMatchObject({ apiVersion: 'v2', name: 'd-office' });
    const used = new Set(templates.flatMap((t) => [...t.matchAll(/\.Values\.([A-Za-z0-9_.]+)/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(10);
    for (const ref of used) {
      const found = ref.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), values);
      expect([ref, found !== undefined]).toEqual([ref, true]);
    }
  });

  it('runs web and worker by role with the probes the server answers, and migrations as a pre-upgrade Job', () => {
    const all = templates.join('\n');
    expect(all).toMatch(/name: ROLE\s+value: web/);
    expect(all).toMatch(/name: ROLE\s+value: worker/);
    expect(all).toMatch(/path: \/readyz/);
    expect(all).toMatch(/path: \/healthz/);
    expect(all).toMatch(/"helm.sh\/hook": pre-install,pre-upgrade/);
    expect(all).toMatch(/command: \["npm", "run", "migrate"\]/);
    expect(all).toMatch(/kind: PodDisruptionBudget/);
    expect(all).toMatch(/secretRef:\s+name: \{\{ \.Values\.existingSecret \}\}/);
  });

  it('sets only settings the README documents', () => {
    for (const key of Object.keys(values.env)) expect([key, documented.has(key)]).toEqual([key, true]);
  });
});
