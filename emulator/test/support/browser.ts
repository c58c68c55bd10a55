/**
 * Headless Chromium driving the official `firebase` web SDK, for conformance tests.
 * The SDK is bundled once with esbuild and served from its own origin, so every call to the
 * backend is cross-origin (CORS with credentials is exercised, as in the real portal).
 */
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../../../scripts/chromium.js';

// Everything a test may need on `window.sdk` inside the page.
const ENTRY = `
import * as app from 'firebase/app';
import * as firestore from 'firebase/firestore';
import * as storage from 'firebase/storage';
window.sdk = { app, firestore, storage };
`;

let bundle: Promise<string> | undefined;
function sdkBundle(): Promise<string> {
  bundle ??= build({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0].text);
  return bundle;
}

export interface BrowserSession {
  browser: Browser;
  /** A fresh page on the SDK origin with `window.sdk` loaded. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Launch Chromium and serve the SDK page; call `close()` in afterAll. */
export async function openBrowser(): Promise<BrowserSession> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`);
  }
  const js = await sdkBundle();
  const server: Server = createServer((req, res) => {
    if (req.url === '/sdk.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>sdk</title><script src="/sdk.js"></script>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  // Playwright gives every launch a fresh, throw-away profile directory.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  return {
    browser,
    async newPage() {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => 'sdk' in window);
      return page;
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
