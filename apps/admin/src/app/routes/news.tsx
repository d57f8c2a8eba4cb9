import { NewsList } from '../../features/news/components/news-list';

export default function NewsRoute() {
  return <NewsList />;
}
