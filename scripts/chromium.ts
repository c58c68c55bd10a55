/** Browser tests need Debian's Chromium; install it when we can (root with apt), else say how. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package with 'sudo apt-get install -y chromium' ` +
        '(or set CHROMIUM_PATH to an existing Chromium or Chrome binary), then run npm test again.',
    );
  }
  console.log('Installing Chromium for the browser tests (apt-get install -y chromium)...');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install chromium by hand and retry.`);
  }
}

/** Flags for headless Chromium on these machines: no GPU, no sandbox (root), no calls home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
