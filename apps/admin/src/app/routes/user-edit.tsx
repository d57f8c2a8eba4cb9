import { useParams } from 'react-router';
import { parseRecordId } from '../../config/paths';
import { UserEditor } from '../../features/users/components/user-editor';
import NotFoundRoute from './not-found';

export default function UserEditRoute() {
  const id = parseRecordId(useParams().id);
  // Not keyed by id: a new user's first save moves to its edit route in the same editor,
  // keeping what was typed meanwhile; the editor itself starts over for another record.
  return id === null ? <NotFoundRoute /> : <UserEditor id={id} />;
}
