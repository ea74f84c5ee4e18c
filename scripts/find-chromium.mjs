import { existsSync } from 'node:fs';

/** The system Chromium (never a downloaded one): CHROMIUM_PATH, or Debian's usual places. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}

/**
 * The browser for the journeys: CHROMIUM_PATH, else Debian's headless shell (`apt-get install
 * chromium-headless-shell`, the same Blink without the desktop browser around it: about half the
 * CPU per journey, decision 049), else the full Chromium.
 */
export function findJourneyChromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  if (!process.env.CHROMIUM_PATH && existsSync(shell)) return shell;
  return findChromium();
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
