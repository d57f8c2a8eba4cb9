import { UsersList } from '../../features/users/components/users-list';

export default function UsersRoute() {
  return <UsersList />;
}
