// `npm start` → the admin's dev server against its backend on MOCK_PORT: the sandbox stack
// (@shop/sandbox's dev task) or, with ADMIN_BACKEND=mock, the static Prism mock (@shop/api-spec's);
// turbo runs them side by side and this waits for the port so the first page load does not meet
// a refused proxy. With ADMIN_API_TARGET set nothing local starts: the dev server proxies /api
// and /media to that server (vite.config.ts) and starts at once.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { realApiTarget } from '@shop/api-spec/api-target';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);

async function waitForPort(port, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const isOpen = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.warn(`The backend on port ${mockPort} is not up yet; starting the admin anyway.`);
}

const realApi = realApiTarget();
if (realApi) console.warn(`The admin's /api and /media go to ${realApi} (ADMIN_API_TARGET).`);
else await waitForPort(mockPort);
const vite = spawn('vite', [], { stdio: 'inherit', shell: process.platform === 'win32' });
vite.once('exit', (code) => process.exit(code ?? 0));
