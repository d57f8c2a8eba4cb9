// `npm start` → the admin's dev server against the Prism mock. The mock itself is started by
// @shop/api-spec's own dev task (turbo runs both); this waits for it so the first page load
// does not meet a refused proxy.
import { spawn } from 'node:child_process';
import net from 'node:net';

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
  console.warn(`The mock on port ${mockPort} is not up yet; starting the admin anyway.`);
}

await waitForPort(mockPort);
const vite = spawn('vite', [], { stdio: 'inherit', shell: process.platform === 'win32' });
vite.once('exit', (code) => process.exit(code ?? 0));
