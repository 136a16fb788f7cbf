// WebKitGTK, driven by its WebKitWebDriver (classic WebDriver) through the `webdriver` client. Its
// MiniBrowser has no headless mode and keeps a window at least 447 px wide, so each width gets its own
// X screen (Xvfb) of exactly that size, where matchbox-window-manager shows the window full-screen.
// Every host but 127.0.0.1 goes through the harness's proxy (MiniBrowser's own --proxy option: the
// WebDriver proxy capability does not reach HTTPS here).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import WebDriver from 'webdriver';

const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/libexec/webkit2gtk-4.1/MiniBrowser'];
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** What WebKit needs, or the first thing missing. */
export function findWebKit() {
  const missing = ['WebKitWebDriver', 'Xvfb', 'matchbox-window-manager'].filter((command) => !onPath(command));
  const miniBrowser = MINIBROWSER.find((path) => existsSync(path));
  if (!miniBrowser) missing.push('MiniBrowser');
  return missing.length ? { missing } : { miniBrowser };
}

const KEYS = { Escape: '\uE00C', Tab: '\uE004' };
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/** Starts a process that lives until the returned function stops it. */
function background(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  return () => child.kill();
}

/** A MiniBrowser page at `width` × `height` (the screen's size; its toolbar takes some of the height). */
export async function openWebKit({ miniBrowser, display, driverPort, proxyPort, width, height }) {
  const stops = [background('Xvfb', [`:${display}`, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'])];
  const env = { DISPLAY: `:${display}` };
  await wait(500);
  stops.push(background('matchbox-window-manager', ['-use_titlebar', 'no'], env));
  stops.push(background('WebKitWebDriver', [`--port=${driverPort}`], env));
  const stopAll = () => stops.reverse().forEach((stop) => stop());
  let client;
  for (let attempt = 0; !client; attempt++) {
    try {
      client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port: driverPort,
        logLevel: 'silent',
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation', `--proxy=http://127.0.0.1:${proxyPort}`, '--ignore-host=127.0.0.1'] },
        },
      });
    } catch (error) {
      if (attempt >= 20) throw (stopAll(), error);
      await wait(250);
    }
  }
  const { browserVersion } = client.capabilities;
  const pointer = (x, y) => [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [
    { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
    { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 },
  ] }];
  return {
    engine: `WebKitGTK ${browserVersion}`,
    takeLogged: () => [],
    goto: (url) => client.navigateTo(url),
    async run(expression) {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${expression})).then((value) => done({ value }), (error) => done({ error: String(error) }));`;
      const { value, error } = await client.executeAsyncScript(script, []);
      if (error) throw new Error(error);
      return value;
    },
    click: (x, y) => client.performActions(pointer(x, y)).then(() => client.releaseActions()),
    key: (name) => client.performActions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: KEYS[name] }, { type: 'keyUp', value: KEYS[name] }] }]),
    async close() {
      await client.deleteSession().catch(() => {});
      stopAll();
    },
  };
}
