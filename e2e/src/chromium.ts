/** The system Chromium, headless, with a fresh profile and nothing that talks to the internet. */
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  // launch() gives every browser its own new temporary user data dir
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
