import type { ExportJob } from '../../../components/export/export-job';
import { messages } from '../../../config/messages';
import { joinTexts } from '../../../lib/server-text';
import { userQueries } from '../api/queries';
import { roleLabel } from './user-labels';

const m = messages.users;

/** The user list's columns in a file: every user the search finds. */
export const userExport: ExportJob = (context) =>
  context.list(
    userQueries.list,
    [
      { header: m.userName, value: (user) => user.userName },
      { header: m.name, value: (user) => joinTexts([user.name, user.lastName]) },
      { header: m.role, value: (user) => roleLabel(user.role) },
    ],
    messages.export.files.users,
  );
