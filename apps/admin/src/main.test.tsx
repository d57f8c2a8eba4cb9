import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';

afterAll(() => vi.unstubAllGlobals());

describe('the boot on /login', () => {
  it('shows the form while /config.json is still loading; sign-in waits for it and uses its origin', async () => {
    let answerConfig: (response: Response) => void = () => undefined;
    const config = new Promise<Response>((resolve) => (answerConfig = resolve));
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (input === '/config.json') return config;
      const request = input instanceof Request ? input : new Request(input);
      calls.push(`${request.method} ${request.url}`);
      return Response.json({ message: 'Неверный логин или пароль' }, { status: 401 });
    });
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = '<div id="root"></div>';

    await import('./main');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Логин' }), 'admin');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);

    answerConfig(Response.json({ apiBaseUrl: 'https://api.example.ru' }));
    await waitFor(() => expect(calls).toEqual(['POST https://api.example.ru/api/user/login']));
  });
});
