import type { DataTableColumn } from '@shop/ui/data-table';
import { ClampText } from '@shop/ui/table';
import { ExportButton } from '../../../components/export/export-button';
import { userExport } from '../lib/user-export';
import { RecordLink } from '../../../components/record-link';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { joinTexts } from '../../../lib/server-text';
import { userQueries, type UserListItem } from '../api/queries';
import { deleteUser } from '../api/mutations';
import { roleLabel } from '../lib/user-labels';

const m = messages.users;

const columns: readonly DataTableColumn<UserListItem>[] = [
  {
    id: 'userName',
    header: m.userName,
    cell: (user) => <RecordLink to={paths.users.edit.href(user.id)}>{user.userName}</RecordLink>,
  },
  {
    id: 'name',
    header: m.name,
    cell: (user) => <ClampText text={joinTexts([user.name, user.lastName])} />,
  },
  { id: 'role', header: m.role, cell: (user) => roleLabel(user.role) },
];

/** /users: managers and customers, the default page size of 100. */
export function UserList() {
  return (
    <ListScreen
      title={messages.nav.users}
      query={userQueries.list}
      columns={columns}
      getRowKey={(user) => user.id}
      addHref={paths.users.edit.href('new')}
      toolbar={<ExportButton job={userExport} />}
      deleteAction={{
        prompt: m.deletePrompt,
        run: (user) => deleteUser(user.id),
        describe: (user) => user.userName,
        invalidates: userQueries.all(),
      }}
      bulk={{ invalidates: userQueries.lists() }}
    />
  );
}
