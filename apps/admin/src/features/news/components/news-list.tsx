import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { deleteNews, setNewsPublished } from '../api/mutations';
import { newsQueries } from '../api/queries';
import { newsColumns } from './news-columns';

const m = messages.news;

/** /news: search on Enter, add, 20 a page, delete with its prompt ('Удалить этот новость?'). */
export function NewsList() {
  return (
    <ListScreen
      title={m.title}
      query={newsQueries.list}
      columns={newsColumns}
      getRowKey={(row) => row.id}
      addHref={paths.news.edit.href('new')}
      deleteAction={{
        prompt: m.deletePrompt,
        run: (row) => deleteNews(row.id),
        describe: (row) => row.title,
        invalidates: newsQueries.all(),
      }}
      bulk={{
        publish: (row, on, client) => setNewsPublished(client, row.id, on),
        invalidates: newsQueries.lists(),
      }}
    />
  );
}
