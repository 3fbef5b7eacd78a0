// The three browser engines players use, driven alike: Chromium (playwright-core, as every
// other browser test), Firefox (Debian's firefox-esr, by puppeteer-core over WebDriver
// BiDi) and WebKit (WebKitGTK's MiniBrowser, the engine of Safari and of every browser on
// an iPhone, by selenium-webdriver through Debian's WebKitWebDriver, in an Xvfb display
// this module starts and stops itself). Playwright cannot drive stock Firefox or
// WebKitGTK, and its own browser builds cannot be downloaded here.
//
// Every engine gets the same small page interface (goto, evaluate, waitFor, click, press,
// screenshot, problems), so a test is written once and run in each. Classic WebDriver has
// no console events, so what the page reports is caught inside it: the test server adds a
// watcher script (same origin, so the pages' Content-Security-Policy allows it) at the top
// of every HTML page it serves, which records console errors, uncaught errors, unhandled
// rejections, resources that failed to load and policy violations; the server itself
// records every HTTP error it answers. In Chromium and Firefox the driver's own console
// and error events are collected as well.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { dist, launch as launchChromium, TYPES } from './harness.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];
export const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The watcher the test server puts first in every HTML page (see the header). */
export const WATCH_PATH = '/__rinshan-watch.js';
const WATCHER = `(() => {
  if (window.__rinshanProblems) return;
  const problems = (window.__rinshanProblems = []);
  const add = (p) => {
    problems.push(p);
    // A frame tells the top page too (a sandboxed frame's origin is opaque).
    if (window.top !== window) try { window.top.postMessage({ rinshanProblem: '[frame] ' + p }, '*'); } catch {}
  };
  window.addEventListener('message', (e) => { if (e.data && typeof e.data.rinshanProblem === 'string') problems.push(e.data.rinshanProblem); });
  const error = console.error;
  console.error = (...args) => { add('console error: ' + args.map(String).join(' ')); error.apply(console, args); };
  window.addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window && (t.src || t.href)) add('failed to load: ' + (t.src || t.href));
    else add('page error: ' + (e.message || e.error));
  }, true);
  window.addEventListener('unhandledrejection', (e) => add('unhandled rejection: ' + (e.reason && e.reason.stack || e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => add('policy violation: ' + e.violatedDirective + ' ' + e.blockedURI));
})();
`;

/** A page holding one frame at the top left, for a viewport narrower than a window can be
 * (WebKitGTK's MiniBrowser window is at least 447 pixels wide, for its header bar). */
const FRAME_PATH = '/__rinshan-frame.html';
const FRAME_PAGE = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>frame</title></head>' +
  '<link rel="icon" href="data:,"><body style="margin:0;background:#000"><iframe id="viewport" title="page" style="border:0;display:block"></iframe></body></html>';

/**
 * Serves dist/ like harness.mjs's serveDist, with the watcher at the top of every HTML
 * page and every HTTP error it answers kept in `errors`.
 */
export async function serveWatched(dir = dist) {
  const errors = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === WATCH_PATH) {
      res.writeHead(200, { 'content-type': TYPES['.js'] }).end(WATCHER);
      return;
    }
    if (path === FRAME_PATH) {
      res.writeHead(200, { 'content-type': TYPES['.html'] }).end(FRAME_PAGE);
      return;
    }
    const file = normalize(join(dir, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(dir)) {
      errors.push(`HTTP 403: ${req.url}`);
      res.writeHead(403).end();
      return;
    }
    try {
      let body = await readFile(file);
      if (extname(file) === '.html') {
        const text = body.toString('utf8');
        const at = text.search(/<head>/i);
        if (at >= 0) body = text.slice(0, at + 6) + `<script src="${WATCH_PATH}"></script>` + text.slice(at + 6);
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
      res.end(body);
    } catch {
      // A browser asks for /favicon.ico of its own accord where a page names no icon
      // (WebKit does; headless Chromium does not): not a request of the page's.
      if (path !== '/favicon.ico') errors.push(`HTTP 404: ${req.url}`);
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const port = server.address().port;
  return {
    url: `http://127.0.0.1:${port}/`,
    errors,
    close: () =>
      new Promise((ok) => {
        server.close(ok);
        server.closeAllConnections();
      }),
  };
}

/** Whether this machine has what an engine needs (CI installs all three: .ci/setup.sh). */
export function installed(name) {
  if (name === 'firefox') return existsSync(FIREFOX);
  if (name === 'webkit') return existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER);
  return true;
}

/** Starts an engine; resolves to { name, version, newPage(server, viewport), close() }.
 * `overlayScrollbars`: Firefox's scrollbars lie over the page, as on a phone (Chromium's
 * headless ones and WebKitGTK's do anyway). */
export async function startEngine(name, { overlayScrollbars = false } = {}) {
  if (name === 'chromium') return chromium();
  if (name === 'firefox') return firefox(overlayScrollbars);
  if (name === 'webkit') return webkit();
  throw new Error(`no engine ${name}`);
}

/** What every engine's page offers a test, over each driver's own calls. */
class EnginePage {
  constructor(engine, server) {
    this.engine = engine;
    this.server = server;
    this.native = [];
    this.seen = [];
  }
  /** Every problem so far: the driver's, the page's watcher's (of every page visited) and
   * the server's. Read before leaving a page: a page's own list goes with it. */
  async problems() {
    await this.collect();
    return [...this.native, ...this.seen, ...this.server.errors];
  }
  async collect() {
    try {
      const found = await this.evaluate(() => (window.__rinshanProblems ?? []).splice(0));
      this.seen.push(...found);
    } catch {
      // A page being replaced has nothing to say.
    }
  }
  /** Polls `fn(arg)` in the page until it returns something truthy; returns it. */
  async waitFor(fn, arg, { timeout = 30000, what = String(fn) } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      let value;
      try {
        value = await this.evaluate(fn, arg);
      } catch (e) {
        // A navigation under way (the page's context replaced): try again.
        if (Date.now() > end) throw e;
      }
      if (value) return value;
      if (Date.now() > end) throw new Error(`${this.engine}: timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 40));
    }
  }
  async goto(url) {
    await this.collect();
    await this.navigate(url);
  }
}

class PlaywrightPage extends EnginePage {
  constructor(page, server) {
    super('chromium', server);
    this.page = page;
    page.on('console', (m) => m.type() === 'error' && this.native.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => this.native.push(`page error: ${e.message}`));
  }
  navigate(url) {
    return this.page.goto(url);
  }
  evaluate(fn, arg) {
    return this.page.evaluate(fn, arg);
  }
  click(selector, index = 0) {
    return this.page.locator(selector).nth(index).click();
  }
  addScript(source) {
    return this.page.evaluate(source);
  }
  press(key) {
    return this.page.keyboard.press(key);
  }
  screenshot() {
    return this.page.screenshot();
  }
  async setOffline(offline) {
    await this.page.context().setOffline(offline);
  }
  close() {
    return this.page.context().close();
  }
}

async function chromium() {
  const browser = await launchChromium();
  return {
    name: 'chromium',
    version: browser.version(),
    async newPage(server, viewport) {
      const context = await browser.newContext({ viewport });
      return new PlaywrightPage(await context.newPage(), server);
    },
    close: () => browser.close(),
  };
}

class PuppeteerPage extends EnginePage {
  constructor(page, context, server) {
    super('firefox', server);
    this.page = page;
    this.context = context;
    page.on('console', (m) => m.type() === 'error' && this.native.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => this.native.push(`page error: ${e.message}`));
  }
  navigate(url) {
    return this.page.goto(url, { waitUntil: 'load' });
  }
  evaluate(fn, arg) {
    return this.page.evaluate(fn, arg);
  }
  async click(selector, index = 0) {
    const all = await this.page.$$(selector);
    if (!all[index]) throw new Error(`firefox: no ${selector} [${index}]`);
    await all[index].click();
  }
  press(key) {
    return this.page.keyboard.press(key);
  }
  async addScript(source) {
    await this.page.evaluate(source);
  }
  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }
  close() {
    return this.context.close();
  }
}

async function firefox(overlayScrollbars) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Pages are drawn at one CSS pixel a device pixel, as in the other two engines.
    extraPrefsFirefox: {
      'layout.css.devPixelsPerPx': '1.0',
      'browser.shell.checkDefaultBrowser': false,
      ...(overlayScrollbars ? { 'widget.gtk.overlay-scrollbars.enabled': true, 'ui.useOverlayScrollbars': 1 } : {}),
    },
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    async newPage(server, viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return new PuppeteerPage(page, context, server);
    },
    close: () => browser.close(),
  };
}

class WebDriverPage extends EnginePage {
  constructor(driver, server, stop, framed) {
    super('webkit', server);
    this.driver = driver;
    this.stop = stop;
    // { width, height } when the page lives in a frame of that size (see FRAME_PATH).
    this.framed = framed;
  }
  async navigate(url) {
    if (!this.framed) {
      await this.driver.get(url);
      return;
    }
    const { width, height } = this.framed;
    await this.driver.switchTo().defaultContent();
    if (!(await this.driver.getCurrentUrl()).includes(FRAME_PATH)) await this.driver.get(new URL(FRAME_PATH, this.server.url).href);
    await this.driver.executeAsyncScript(
      `const [url, w, h, done] = arguments;
       const f = document.getElementById('viewport');
       f.style.width = w + 'px'; f.style.height = h + 'px';
       f.addEventListener('load', () => { f.contentWindow.focus(); done(); }, { once: true });
       f.src = url;`,
      url,
      width,
      height,
    );
    await this.driver.switchTo().frame(0);
  }
  async evaluate(fn, arg) {
    const answer = await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${fn})(arguments[0])).then((v) => done({ v: v === undefined ? null : v }), (e) => done({ e: String(e && e.stack || e) }));`,
      arg === undefined ? null : arg,
    );
    if (answer && 'e' in answer) throw new Error(`webkit: ${answer.e}`);
    return answer?.v;
  }
  async addScript(source) {
    await this.driver.executeScript(source);
  }
  async click(selector, index = 0) {
    const { By } = await import('selenium-webdriver');
    const all = await this.driver.findElements(By.css(selector));
    if (!all[index]) throw new Error(`webkit: no ${selector} [${index}]`);
    await all[index].click();
  }
  async press(key) {
    const { Key } = await import('selenium-webdriver');
    const KEYS = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN };
    const k = KEYS[key] ?? key;
    await this.driver.actions().keyDown(k).keyUp(k).perform();
  }
  async screenshot() {
    const png = Buffer.from(await this.driver.takeScreenshot(), 'base64');
    if (!this.framed) return png;
    const { PNG } = await import('pngjs');
    const whole = PNG.sync.read(png);
    const { width, height } = this.framed;
    const part = new PNG({ width, height });
    PNG.bitblt(whole, part, 0, 0, width, height, 0, 0);
    return PNG.sync.write(part);
  }
  async close() {
    await this.stop();
  }
}

/** An Xvfb display of its own (the first free number, which Xvfb writes to fd 3). */
async function xvfb() {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise((ok, fail) => {
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Xvfb stopped (${code})`)));
    child.stdio[3].once('data', (d) => ok(`:${String(d).trim()}`));
  });
  return { display, stop: () => stopChild(child) };
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    child.once('exit', ok);
    child.kill('SIGTERM');
  });
}

/** A free loopback port (asked of the system, then let go). */
async function freePort() {
  const s = createServer();
  await new Promise((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address();
  await new Promise((ok) => s.close(ok));
  return port;
}

async function webkit() {
  const { Builder } = await import('selenium-webdriver');
  const x = await xvfb();
  // WebKitWebDriver serves one session at a time: one driver (and browser) a page.
  const drivers = [];
  const engine = {
    name: 'webkit',
    version: '',
    async newPage(server, viewport) {
      const port = await freePort();
      const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: x.display }, stdio: 'ignore' });
      drivers.push(child);
      let driver;
      for (let tries = 0; ; tries++) {
        try {
          driver = await new Builder()
            .usingServer(`http://127.0.0.1:${port}`)
            .withCapabilities({
              browserName: 'MiniBrowser',
              'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
            })
            .build();
          break;
        } catch (e) {
          if (tries > 50) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      engine.version ||= `WebKitGTK ${(await driver.getCapabilities()).get('browserVersion')}`;
      // The window's outer size less its frame is the page's viewport; a viewport
      // narrower than the window can be is a frame of that size in a wider window.
      const win = driver.manage().window();
      await win.setRect({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      let framed = null;
      for (let i = 0; i < 3; i++) {
        const [w, h] = await driver.executeScript('return [innerWidth, innerHeight]');
        if (w > viewport.width) {
          framed = viewport;
          await win.setRect({ width: 800, height: viewport.height + 100 });
          break;
        }
        if (w === viewport.width && h === viewport.height) break;
        const rect = await win.getRect();
        await win.setRect({ width: rect.width + viewport.width - w, height: rect.height + viewport.height - h });
      }
      const stop = async () => {
        await driver.quit().catch(() => {});
        await stopChild(child);
      };
      return new WebDriverPage(driver, server, stop, framed);
    },
    async close() {
      await Promise.all(drivers.map(stopChild));
      await x.stop();
    },
  };
  return engine;
}
