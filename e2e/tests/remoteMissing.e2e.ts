/**
 * A remote whose files are gone: its group shows the load error with a retry inside the layout and
 * the other group keeps working. Runs a second server on a copy of the dist folders without
 * mf-accounting (the real dist is never touched).
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { startServer, type RunningServer } from '../src/serverProcess';
import { copyStaticRootWithout, type StaticRootCopy } from '../src/staticRoot';
import { TEXT, layout, openMenuPage, signIn } from '../src/shellUi';
import { SCREENS } from './screens';

let browser: Browser;
let staticRoot: StaticRootCopy;
let server: RunningServer;

beforeAll(async () => {
  staticRoot = copyStaticRootWithout('mf-accounting');
  server = await startServer({ label: 'e2e-without-mf-accounting', staticRoot: staticRoot.root });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  staticRoot?.remove();
});

describe('a remote that cannot be loaded', () => {
  it('shows its ChunkLoadError with a retry inside the layout while the other group still works', async () => {
    await onFreshPage(browser, 'remote missing', async (page) => {
      await signIn(page, server.baseUrl, 'admin', 'Admin@123456');
      const { content, menu } = layout(page);

      await openMenuPage(page, SCREENS.directory.group.zh, SCREENS.directory.zh);
      await page.waitForURL((url) => url.hash === `#${SCREENS.directory.path}`);
      const failure = content.getByText(TEXT.remoteFailed);
      await failure.waitFor();
      expect(await failure.textContent()).toContain(SCREENS.directory.group.zh);
      await content.getByText(TEXT.chunkLoadError).first().waitFor();
      const retry = content.getByRole('button', { name: TEXT.remoteRetry });

      // the files are still missing, so a retry fails again and offers itself again
      const retried = page.waitForRequest((request) => request.url().includes('/mf/mf-accounting/'));
      await retry.click();
      await retried;
      await retry.waitFor();
      await failure.waitFor();
      await menu.waitFor();

      await openMenuPage(page, SCREENS.profile.group.zh, SCREENS.profile.zh);
      await page.waitForURL((url) => url.hash === `#${SCREENS.profile.path}`);
      await SCREENS.profile.ready(content);
      expect(await content.getByText(TEXT.remoteFailed).count()).toBe(0);
    });
  });

  // runs after the test above: this one puts the files back
  it('loads the group on retry once its files are deployed, without restarting the server or rebuilding the shell', async () => {
    await onFreshPage(browser, 'remote deployed later', async (page) => {
      await signIn(page, server.baseUrl, 'admin', 'Admin@123456');
      const { content } = layout(page);
      await openMenuPage(page, SCREENS.directory.group.zh, SCREENS.directory.zh);
      await content.getByText(TEXT.remoteFailed).waitFor();

      staticRoot.deployMissing();
      await content.getByRole('button', { name: TEXT.remoteRetry }).click();
      await SCREENS.directory.ready(content);
      expect(await content.getByText(TEXT.remoteFailed).count()).toBe(0);
    });
  });
});
