/**
 * The server's module layers hold (docs/architecture.md "Module layers"): biome.json carries the
 * rules scripts/layers.json gives, an import of a higher module fails the lint, and an import
 * cycle between modules fails scripts/module-graph.mjs (both run in `npm run check`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const made: string[] = [];

/** A scratch folder holding `files` (path relative to it → content), removed after the test. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The repository's biome.json without the VCS settings (a scratch folder is no git work tree). */
function biomeConfig(): string {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.vcs;
  return JSON.stringify(config);
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('module layers', () => {
  it('biome.json holds the import rules scripts/layers.json gives', () => {
    const run = spawnSync(process.execPath, ['scripts/lint-rules.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails the lint on an import of a higher module, a type import included, and passes a lower one', () => {
    const dir = fixture({
      'biome.json': biomeConfig(),
      // mail (layer 3) reaching up into chats (layer 8): refused, even for a type.
      'server/modules/mail/upward.ts':
        "import type { MessageRow } from '../chats/queries.ts';\n\nexport type Row = MessageRow;\n",
      // chats reaching down into mail: allowed.
      'server/modules/chats/downward.ts':
        "import type { Mailer } from '../mail/service.ts';\n\nexport type Sender = Mailer;\n",
      // a module of the same layer (likes and chats): refused.
      'server/modules/likes/sideways.ts':
        "import { wroteTo } from '../chats/queries.ts';\n\nexport const wrote = wroteTo;\n",
    });
    const run = spawnSync(biome, ['lint', '--max-diagnostics=50', 'server'], { cwd: dir, encoding: 'utf8' });
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toContain('server/modules/mail/upward.ts');
    expect(output).toContain(
      'Module layers (scripts/layers.json): mail (layer 3) imports only modules of lower layers',
    );
    expect(output).toContain('server/modules/likes/sideways.ts');
    expect(output).not.toContain('server/modules/chats/downward.ts');
  });

  it('fails the lint when production code imports the demo generators or another module’s tables', () => {
    const dir = fixture({
      'biome.json': biomeConfig(),
      'server/modules/members/seeded.ts':
        "import { DEMO_LOGIN } from '../../demo/demo.ts';\n\nexport const login = DEMO_LOGIN;\n",
      'server/modules/chats/tables.ts':
        "import { profiles } from '../../db/schema/members.ts';\n\nexport const table = profiles;\n",
    });
    const run = spawnSync(biome, ['lint', 'server'], { cwd: dir, encoding: 'utf8' });
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toContain('server/demo holds the demo and portrait generators');
    expect(output).toContain('The tables of server/db/schema/members.ts belong to the members module');
  });

  it('prints no module cycle for the repository, and fails on one', () => {
    const repo = spawnSync(process.execPath, ['scripts/module-graph.mjs'], { cwd: root, encoding: 'utf8' });
    expect(repo.status).toBe(0);
    expect(repo.stdout).toContain('Strongly connected sets of more than one module: none.');

    const dir = fixture({
      'server/modules/alpha/a.ts': "import { b } from '../beta/b.ts';\n\nexport const a = b;\n",
      'server/modules/beta/b.ts': "import type { A } from '../gamma/c.ts';\n\nexport const b: A = 1;\n",
      'server/modules/gamma/c.ts':
        "import type { a } from '@server/modules/alpha/a.ts';\n\nexport type A = typeof a;\n",
      'server/modules/delta/d.ts': "import { a } from '../alpha/a.ts';\n\nexport const d = a;\n",
    });
    const cyclic = spawnSync(process.execPath, ['scripts/module-graph.mjs', '--root', dir], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(cyclic.status).toBe(1);
    expect(cyclic.stderr).toContain('{ alpha, beta, gamma }');
    expect(cyclic.stderr).toContain('gamma -> alpha: server/modules/gamma/c.ts');
    expect(cyclic.stderr).not.toContain('delta');
  });
});
