import { useParams } from 'react-router';
import { parseRecordId } from '../../config/paths';
import { UserEditor } from '../../features/users/components/user-editor';
import NotFoundRoute from './not-found';

export default function UserEditRoute() {
  const id = parseRecordId(useParams().id);
  // Keyed by id: a new user's first save moves to its edit route with a fresh editor.
  return id === null ? <NotFoundRoute /> : <UserEditor key={id} id={id} />;
}
