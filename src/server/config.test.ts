import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function tempDir() {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-config-'));
  folders.push(folder);
  return folder;
}

describe('loadConfig', () => {
  it('uses the documented defaults and keeps a generated secret in DATA_DIR', async () => {
    const dataDir = await tempDir();
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      paymentProvider: 'sandbox',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(config.sessionSecret);
    const again = await loadConfig({ DATA_DIR: dataDir });
    expect(again.sessionSecret).toBe(config.sessionSecret);
  });

  it('marks cookies secure behind an https PUBLIC_URL', async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir(), PUBLIC_URL: 'https://shop.example.in/' });
    expect(config.publicUrl).toBe('https://shop.example.in');
    expect(config.secureCookies).toBe(true);
  });

  it('reports every bad variable by name at once', async () => {
    const attempt = loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      PAYMENT_PROVIDER: 'paypal',
      SESSION_SECRET: 'short',
      SMTP_URL: 'http://mail',
    });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    const message = await attempt.catch((error: Error) => error.message);
    for (const name of ['PORT', 'DATABASE_URL', 'PAYMENT_PROVIDER', 'SESSION_SECRET', 'SMTP_URL']) expect(message).toContain(name);
  });

  it('reads OTP_PER_IP_PER_HOUR as a whole number of codes, unset by default', async () => {
    const dataDir = await tempDir();
    expect((await loadConfig({ DATA_DIR: dataDir })).otpPerIpPerHour).toBeUndefined();
    expect((await loadConfig({ DATA_DIR: dataDir, OTP_PER_IP_PER_HOUR: '500' })).otpPerIpPerHour).toBe(500);
    await expect(loadConfig({ DATA_DIR: dataDir, OTP_PER_IP_PER_HOUR: '0' })).rejects.toThrow(/OTP_PER_IP_PER_HOUR/);
    await expect(loadConfig({ DATA_DIR: dataDir, OTP_PER_IP_PER_HOUR: 'lots' })).rejects.toThrow(/OTP_PER_IP_PER_HOUR/);
  });

  it('reads SHUTDOWN_DRAIN_MS as milliseconds up to a minute, 0 by default', async () => {
    const dataDir = await tempDir();
    expect((await loadConfig({ DATA_DIR: dataDir })).shutdownDrainMs).toBe(0);
    expect((await loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '5000' })).shutdownDrainMs).toBe(5000);
    await expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '-1' })).rejects.toThrow('SHUTDOWN_DRAIN_MS: must be 0 or more');
    await expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '90000' })).rejects.toThrow('SHUTDOWN_DRAIN_MS: must be at most 60000 (a minute)');
  });

  it('reads SEED_IMAGE_CACHE as an absolute folder, unset by default', async () => {
    const dataDir = await tempDir();
    expect((await loadConfig({ DATA_DIR: dataDir })).seedImageCache).toBeUndefined();
    expect((await loadConfig({ DATA_DIR: dataDir, SEED_IMAGE_CACHE: '.tmp/seed-images' })).seedImageCache).toBe(path.resolve('.tmp/seed-images'));
  });

  it('reads the backup settings: DATA_DIR/backups, no schedule and every backup kept by default', async () => {
    const dataDir = await tempDir();
    expect((await loadConfig({ DATA_DIR: dataDir })).backups).toEqual({ dir: path.join(dataDir, 'backups'), everyMs: null, keep: null });
    const hour = 60 * 60 * 1000;
    expect((await loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'kept', BACKUP_EVERY: 'daily', BACKUP_KEEP: '14' })).backups).toEqual({ dir: path.resolve('kept'), everyMs: 24 * hour, keep: 14 });
    expect((await loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: 'hourly' })).backups.everyMs).toBe(hour);
    expect((await loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: '6h' })).backups.everyMs).toBe(6 * hour);
    await expect(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: 'weekly' })).rejects.toThrow('BACKUP_EVERY: must be daily, hourly, or a number of hours such as 6h');
    await expect(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: '0h' })).rejects.toThrow(/BACKUP_EVERY/);
    await expect(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: '1000h' })).rejects.toThrow('BACKUP_EVERY: must be at most 576h (24 days)');
    await expect(loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: '0' })).rejects.toThrow('BACKUP_KEEP: must be at least 1');
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', async () => {
    const dataDir = await tempDir();
    expect((await loadConfig({ DATA_DIR: dataDir })).trustProxy).toBe(false);
    expect((await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).trustProxy).toBe(true);
    expect((await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect((await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    await expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'yes please' })).rejects.toThrow(/TRUST_PROXY/);
  });

  it('treats an empty variable as unset', async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir(), PORT: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });
});
