// A small react-admin app in the style of its demo: a sign-in page over an authProvider and two
// resources with a list and an edit screen each, over fake data. `pnpm bench` measures its cold
// load to the sign-in form next to the admin's.
import fakeDataProvider from 'ra-data-fakerest';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  EmailField,
  List,
  Resource,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { authProvider } from './auth-provider.js';
import { data } from './data.js';

const dataProvider = fakeDataProvider(data, false, 300);

const UserList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="role" />
    </Datagrid>
  </List>
);

const UserEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="name" required />
      <TextInput source="email" type="email" required />
      <SelectInput
        source="role"
        choices={[
          { id: 'admin', name: 'Admin' },
          { id: 'manager', name: 'Manager' },
        ]}
      />
    </SimpleForm>
  </Edit>
);

const StoreList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="city" />
      <BooleanField source="active" />
    </Datagrid>
  </List>
);

const StoreEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="title" required />
      <TextInput source="city" />
      <BooleanInput source="active" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Admin authProvider={authProvider} dataProvider={dataProvider}>
      <Resource name="users" list={UserList} edit={UserEdit} />
      <Resource name="stores" list={StoreList} edit={StoreEdit} />
    </Admin>
  </StrictMode>,
);
