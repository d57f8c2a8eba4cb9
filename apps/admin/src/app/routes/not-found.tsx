import { Link } from 'react-router';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{messages.app.notFoundTitle}</h1>
      <Link to={paths.dashboard.href()} className="focus-ring w-fit text-primary underline">
        {messages.app.notFoundLink}
      </Link>
    </section>
  );
}
