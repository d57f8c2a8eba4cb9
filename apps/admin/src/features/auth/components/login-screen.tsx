import { shellMessages as messages } from '../../../config/messages/shell';
import { LoginForm } from './login-form';
import { Logo } from '../../../components/logo';

export type LoginScreenProps = {
  onSignedIn: () => void;
  /** Why the user is here, e.g. signed out in another tab; shown above the form. */
  notice?: string;
};

export function LoginScreen({ onSignedIn, notice }: LoginScreenProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <section
        aria-labelledby="login-title"
        className="flex w-full max-w-sm flex-col gap-6 rounded-lg border border-border bg-surface p-8 shadow-sm"
      >
        <header className="flex flex-col items-center gap-3 text-center">
          <Logo alt="" className="h-[45px]" />
          <p className="text-sm text-muted-foreground">{messages.app.tagline}</p>
          <h1 id="login-title" className="text-2xl font-semibold">
            {messages.auth.title}
          </h1>
        </header>
        {notice ? (
          <p role="status" className="rounded-md border border-warning bg-warning-soft p-3 text-sm">
            {notice}
          </p>
        ) : null}
        <LoginForm onSignedIn={onSignedIn} />
      </section>
    </main>
  );
}
