import { userQueries } from '../../features/users/api/queries';
import { UserEditor } from '../../features/users/components/user-editor';
import type { FirstReads } from '../first-reads';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

export default function UserEditRoute() {
  const id = useRecordId();
  if (id === null) return <NotFoundRoute />;
  // Not keyed by id: a new user's first save moves to its edit route in the same editor,
  // keeping what was typed meanwhile; the editor itself starts over for another record.
  return <UserEditor id={id} />;
}

export const firstReads: FirstReads = (id, read) => {
  read(userQueries.detail(id));
};
