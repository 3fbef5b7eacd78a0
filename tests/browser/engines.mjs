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
// and error events are collected as well. For the friends page the test server stands in
// front of the Rinshan server (requests and its WebSocket passed through), so that page
// is watched alike.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { dist, launch as launchChromium, TYPES } from './harness.mjs';

/** The engines, Chromium first (the others' pictures are compared with its); RINSHAN_ENGINES
 * (a comma-separated list) chooses. WebKit is left out unless named
 * (RINSHAN_ENGINES=chromium,firefox,webkit): its part failed or hung in 2 of 4 runs on a
 * quiet machine (a widget's button not found, MiniBrowser not answering), and a part that
 * fails at random would fail CI at random (issue 58 stays open for it). */
export const ENGINES = (process.env.RINSHAN_ENGINES ?? 'chromium,firefox').split(',');
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
 * page and every HTTP error it answers kept in `errors`. With `upstream` (a Rinshan
 * server's address) it passes every other request, and WebSocket, through to it instead.
 */
export async function serveWatched({ dir = dist, upstream = null } = {}) {
  const errors = [];
  const inject = (text) => {
    const at = text.search(/<head>/i);
    return at < 0 ? text : text.slice(0, at + 6) + `<script src="${WATCH_PATH}"></script>` + text.slice(at + 6);
  };
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
    if (upstream) {
      try {
        const answer = await fetch(new URL(req.url, upstream), { method: req.method, headers: { accept: req.headers.accept ?? '*/*' } });
        let body = Buffer.from(await answer.arrayBuffer());
        const type = answer.headers.get('content-type') ?? '';
        if (type.startsWith('text/html')) body = inject(body.toString('utf8'));
        if (answer.status >= 400) errors.push(`HTTP ${answer.status}: ${req.url}`);
        const headers = {};
        for (const [k, v] of answer.headers) if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)) headers[k] = v;
        res.writeHead(answer.status, headers).end(body);
      } catch (e) {
        errors.push(`upstream failed: ${req.url} (${e.message})`);
        res.writeHead(502).end();
      }
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
      if (extname(file) === '.html') body = inject(body.toString('utf8'));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
      res.end(body);
    } catch {
      errors.push(`HTTP 404: ${req.url}`);
      res.writeHead(404).end('not found');
    }
  });
  // A WebSocket (the friends page's connection) is passed through as it is.
  const sockets = new Set();
  server.on('upgrade', (req, socket, head) => {
    if (!upstream) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const { hostname, port } = new URL(upstream);
    const up = connect(Number(port), hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    const drop = () => {
      up.destroy();
      socket.destroy();
    };
    up.on('error', drop);
    socket.on('error', drop);
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
        for (const s of sockets) s.destroy();
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
  /** Clicks the middle of the first element `selector` finds in the page, looking into
   * open shadow roots too (a widget's buttons): a real click at that point. */
  async clickIn(selector, { within = null } = {}) {
    // A widget redraws its buttons after a click: the next one is looked for again for
    // up to ten seconds (WebKit was seen between the two) before it counts as missing.
    for (let tries = 1; ; tries++) {
      const at = await this.pointIn(selector, within);
      if (at) return this.clickAt(at.x, at.y);
      if (tries >= 50) throw new Error(`${this.engine}: no ${selector}`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  /** Where the middle of the first element `selector` finds is, scrolled into view. */
  pointIn(selector, within) {
    return this.evaluate(
      ({ selector, within }) => {
        const deep = (root) => [root, ...[...root.querySelectorAll('*')].filter((e) => e.shadowRoot).flatMap((e) => deep(e.shadowRoot))];
        const scope = within ? document.querySelector(within).shadowRoot ?? document.querySelector(within) : document;
        for (const root of deep(scope)) {
          const el = root.querySelector(selector);
          if (!el) continue;
          el.scrollIntoView({ block: 'nearest' });
          const r = el.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        }
        return null;
      },
      { selector, within },
    );
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
  clickAt(x, y) {
    return this.page.mouse.click(x, y);
  }
  addScript(source) {
    return this.page.evaluate(source);
  }
  press(key) {
    return this.page.keyboard.press(key);
  }
  type(text) {
    return this.page.keyboard.type(text);
  }
  setViewport(viewport) {
    return this.page.setViewportSize(viewport);
  }
  screenshot() {
    return this.page.screenshot();
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
  clickAt(x, y) {
    return this.page.mouse.click(x, y);
  }
  press(key) {
    return this.page.keyboard.press(key);
  }
  type(text) {
    return this.page.keyboard.type(text);
  }
  async addScript(source) {
    await this.page.evaluate(source);
  }
  setViewport(viewport) {
    return this.page.setViewport(viewport);
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

/** The narrowest a MiniBrowser window's page can be (its header bar's width). */
const WEBKIT_NARROWEST = 460;
/** The window holding a framed page. In an X display without a window manager the
 * keyboard's focus is the window under the pointer, which stays at the screen's centre
 * (960, 600: WebDriver's pointer actions are the browser's own, not X's): a window at
 * the top left at least this wide and 600 high has it (an 800-px window did not, and
 * document.hasFocus() was false). */
const WEBKIT_WINDOW = { width: 1280 };

/** A page of the one WebKit session (see webkit()): one open at a time. */
class WebDriverPage extends EnginePage {
  constructor(session, server) {
    super('webkit', server);
    this.session = session;
    this.driver = session.driver;
    // { width, height } when the page lives in a frame of that size (see FRAME_PATH).
    this.framed = null;
    this.viewport = null;
  }
  /** The page's viewport: the window's, or a frame's in a wider window when the window
   * cannot be that narrow. Takes effect now if the page stays where it is (a window
   * resized), else at the next goto. */
  async setViewport(viewport) {
    const framed = viewport.width < WEBKIT_NARROWEST ? viewport : null;
    // A page open in the other way (in a frame or not) is opened again the new way, at
    // the address it has come to (a viewer's step, an editor's scenario).
    const reopen = this.opened && !!framed !== !!this.framed ? await this.evaluate(() => location.href) : null;
    this.framed = framed;
    const win = this.driver.manage().window();
    if (framed) {
      await win.setRect({ x: 0, y: 0, width: WEBKIT_WINDOW.width, height: viewport.height + 100 });
      if (reopen) await this.navigate(reopen);
      else if (this.opened) await this.driver.executeScript(`const f = window.parent.document.getElementById('viewport'); f.style.width = '${viewport.width}px'; f.style.height = '${viewport.height}px';`);
      return;
    }
    await this.driver.switchTo().defaultContent();
    for (let i = 0; i < 4; i++) {
      const [w, h] = await this.driver.executeScript('return [innerWidth, innerHeight]');
      if (w === viewport.width && h === viewport.height) break;
      const rect = await win.getRect();
      await win.setRect({ x: 0, y: 0, width: rect.width + viewport.width - w, height: rect.height + viewport.height - h });
    }
    if (reopen) await this.navigate(reopen);
    const [w, h] = await this.driver.executeScript('return [innerWidth, innerHeight]');
    if (w === viewport.width && h === viewport.height) return;
    throw new Error(`webkit: the window's page is not ${viewport.width}x${viewport.height}`);
  }
  async navigate(url) {
    this.opened = true;
    await this.driver.switchTo().defaultContent();
    if (!this.framed) {
      await this.driver.get(url);
      return;
    }
    const { width, height } = this.framed;
    await this.driver.get(new URL(FRAME_PATH, this.server.url).href);
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
  async clickAt(x, y) {
    // Pointer actions are placed in the top-level page: a framed page's point is moved
    // by the frame's place (the top left, see FRAME_PAGE).
    await this.driver.actions().move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' }).click().perform();
  }
  /** The page must have the keyboard's focus before a key is pressed: without it WebKit
   * holds back focus events, so a tile the game focuses is not selected and the same keys
   * would make another match (see WEBKIT_WINDOW). */
  async focused() {
    await this.waitFor(() => document.hasFocus(), undefined, { timeout: 3000, what: "the page to have the keyboard's focus (the window under the X pointer)" });
  }
  async press(key) {
    await this.focused();
    const { Key } = await import('selenium-webdriver');
    const KEYS = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN };
    const k = KEYS[key] ?? key;
    await this.driver.actions().keyDown(k).keyUp(k).perform();
  }
  async type(text) {
    await this.focused();
    await this.driver.actions().sendKeys(text).perform();
  }
  async screenshot() {
    // A snapshot waits for the page's next frame, which an idle page never makes (with
    // shared-memory buffers: see webkit()): a transparent box moving keeps frames coming
    // while it is taken, and goes.
    await this.driver.executeScript(`const d = document.createElement('div');
      d.id = '__rinshan-frames';
      d.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none;background:transparent';
      document.documentElement.append(d);
      d.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(1px)' }], { duration: 1000, iterations: Infinity });`);
    let shot;
    try {
      shot = await this.driver.takeScreenshot();
    } finally {
      await this.driver.executeScript("document.getElementById('__rinshan-frames')?.remove()");
    }
    const png = Buffer.from(shot, 'base64');
    if (!this.framed) return png;
    const { PNG } = await import('pngjs');
    const whole = PNG.sync.read(png);
    const { width, height } = this.framed;
    const part = new PNG({ width, height });
    PNG.bitblt(whole, part, 0, 0, width, height, 0, 0);
    return PNG.sync.write(part);
  }
  /** Leaves the page for a blank one; the session stays for the next page. */
  async close() {
    this.session.busy = false;
    await this.driver.switchTo().defaultContent().catch(() => {});
    await this.driver.get('about:blank').catch(() => {});
  }
}

/** The process groups this module started (Xvfb; WebKitWebDriver with its browser),
 * ended when the tests' process ends however it ends, so none is left behind. */
const started = new Set();
// A signal ends the process by 'exit' too, so that its handler runs.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
process.on('exit', () => {
  for (const pid of started) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/** Starts `command` in a process group of its own (see `started`). */
function spawnGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  started.add(child.pid);
  child.once('exit', () => started.delete(child.pid));
  return child;
}

/** An Xvfb display of its own (the first free number, which Xvfb writes to fd 3). */
async function xvfb() {
  const child = spawnGroup('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
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
    // The whole group: WebKitWebDriver's browser and its processes too.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
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

/**
 * WebKit: one WebKitWebDriver and one MiniBrowser session for all of a test file's pages
 * (the driver serves one session at a time, and starting one costs seconds). Pages of
 * different tests stay apart by their origins: each test serves its own port.
 *
 * WEBKIT_DISABLE_DMABUF_RENDERER: in an Xvfb display (no GPU) WebKitGTK's default way of
 * handing each composited frame to the window (DMA-BUF buffers, filled by Mesa's
 * software GL) took 0.4 to 1.2 s a frame once the table was on screen, so every computer
 * move, which waits for a frame, took as long; with shared-memory buffers a frame takes
 * 40 to 80 ms. Pages are still composited (layers, transforms) as Safari composites
 * them; only the buffers' way to the window differs. (A snapshot then waits for a frame:
 * see screenshot().)
 */
async function webkit() {
  const { Builder } = await import('selenium-webdriver');
  const x = await xvfb();
  const env = { ...process.env, DISPLAY: x.display, WEBKIT_DISABLE_DMABUF_RENDERER: '1' };
  /** A WebKitWebDriver with its MiniBrowser session. */
  const start = async () => {
    const port = await freePort();
    const child = spawnGroup(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: 'ignore' });
    for (let tries = 0; ; tries++) {
      try {
        const driver = await new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          })
          .build();
        return { driver, child, busy: false };
      } catch (e) {
        if (tries > 100) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const stop = async (s) => {
    await s.driver.quit().catch(() => {});
    await stopChild(s.child);
  };
  let session = await start();
  const version = `WebKitGTK ${(await session.driver.getCapabilities()).get('browserVersion')}`;
  /** A new page at `viewport` in the session, or a refusal after 60 s (a page is sized in
   * a second or two, and opened again in a few when it moves into or out of a frame). */
  const open = async (server, viewport) => {
    const page = new WebDriverPage(session, server);
    let timer;
    const limit = new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error('webkit: the browser did not answer for 60 s')), 60000);
    });
    try {
      await Promise.race([page.setViewport(viewport), limit]);
    } finally {
      clearTimeout(timer);
    }
    return page;
  };
  return {
    name: 'webkit',
    version,
    async newPage(server, viewport) {
      if (session.busy) throw new Error('webkit: one page at a time (close the last one first)');
      session.busy = true;
      try {
        return await open(server, viewport);
      } catch (e) {
        // Seen once with the machine's two cores busy with other work: MiniBrowser stopped
        // answering between two tests (WebKitWebDriver gave up after 300 s). The test
        // that follows gets a new browser, and says so; a second failure is its own.
        console.log(`# webkit: a new session, the last one failed to open a page (${String(e.message ?? e).split('\n')[0]})`);
        await stop(session);
        session = await start();
        session.busy = true;
        try {
          return await open(server, viewport);
        } catch (again) {
          session.busy = false;
          throw again;
        }
      }
    },
    async close() {
      await stop(session);
      await x.stop();
    },
  };
}
