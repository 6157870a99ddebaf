import fs from 'node:fs';

/** Where the browser tests (and the bench's Lighthouse run) find Chromium, and how they start it. */

export const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** CHROME_PATH, else Debian's /usr/bin/chromium, else the Chromium shipped in @sparticuz/chromium. */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}
