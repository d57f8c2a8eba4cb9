import { Link } from 'react-router';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { useRecordTitle } from '../../lib/document-title';

export default function NotFoundRoute() {
  // In the record's place when the address names none: the tab says the page is missing.
  useRecordTitle(messages.app.notFoundTitle);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{messages.app.notFoundTitle}</h1>
      <Link to={paths.dashboard.href()} className="focus-ring w-fit text-primary underline">
        {messages.app.notFoundLink}
      </Link>
    </section>
  );
}
