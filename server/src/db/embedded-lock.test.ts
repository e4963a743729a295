import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from './embedded.js';

describe('embedded data folder lock', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ee-lock-'));
    dirs.push(dir);
    return path.join(dir, 'pg');
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('turns a second opener away with a message naming the owner, and lets it in once released', () => {
    const dataDir = folder();
    const release = lockDataFolder(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dataDir)).toThrow(new RegExp(`already open in process ${process.pid}`));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataFolder(dataDir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = folder();
    // The PID of a process that has exited.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${dataDir}.lock`, gone.stdout);
    const release = lockDataFolder(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
