import { Button } from '@shop/ui/button';
import { TextField } from '@shop/ui/text-field';
import { useState, type FormEvent } from 'react';
// The full message table would add every screen's wording to the sign-in download.
import { shellMessages as messages } from '../../../config/messages/shell';
import { isApiError } from '@shop/api-client';
import { NotAdminError, useLogin, type LoginValues } from '../api/use-login';

type Errors = Partial<Record<keyof LoginValues, string>>;

/** Wrong credentials get one fixed wording; a server that is down or failing says so instead. */
function failureText(error: unknown): string {
  if (error instanceof NotAdminError) return messages.auth.notAdmin;
  if (isApiError(error) && (error.kind !== 'http' || error.status >= 500)) return error.message;
  return messages.auth.failed;
}

function validate(values: LoginValues): Errors {
  const errors: Errors = {};
  if (values.userName.trim() === '') errors.userName = messages.auth.userNameRequired;
  if (values.password === '') errors.password = messages.auth.passwordRequired;
  return errors;
}

// Plain inputs, no react-hook-form, zod or router: everyone downloads the sign-in page first
// (docs/decisions/003-performance-budgets.md).
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState<LoginValues>({ userName: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const login = useLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void login.submit(values).then((user) => {
      if (user) onSignedIn();
    });
  };

  const set = (name: keyof LoginValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {login.isError ? (
        <div role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {failureText(login.error)}
        </div>
      ) : null}
      <TextField
        label={messages.auth.userName}
        name="userName"
        autoComplete="username"
        isRequired
        value={values.userName}
        onChange={set('userName')}
        error={errors.userName}
      />
      <TextField
        label={messages.auth.password}
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Button type="submit" isBusy={login.isPending}>
        {messages.auth.submit}
      </Button>
    </form>
  );
}
