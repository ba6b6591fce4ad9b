import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * README promises Node 20.19 (package.json's `engines`), and npm checks every locked package's
 * own `engines` against the Node that installs: `npm install --engine-strict` refuses a
 * dependency that declares a newer Node (cookie@2 and content-disposition@3 declare >= 22, hence
 * the overrides). Run on a copy of package.json and package-lock.json, as a dry run and offline
 * (the lock has every version; nothing is fetched or written), on the Node that runs the tests.
 */
describe('npm install --engine-strict', () => {
  it('accepts every locked package on this Node', () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-engines-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(root, file), join(folder, file));
      const result = spawnSync('npm', ['install', '--engine-strict', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: folder,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
        timeout: 120_000,
      });
      expect(result.error).toBeUndefined();
      expect(`${result.stdout}\n${result.stderr}`).not.toMatch(/EBADENGINE|Unsupported engine/);
      expect(result.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 150_000);
});
