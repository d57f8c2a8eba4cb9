// Signs in any non-empty name, as react-admin's demo does; the session is a localStorage key.
const KEY = 'reference.user';

export const authProvider = {
  login: ({ username }) =>
    username ? Promise.resolve(localStorage.setItem(KEY, username)) : Promise.reject(),
  logout: () => Promise.resolve(localStorage.removeItem(KEY)),
  checkAuth: () => (localStorage.getItem(KEY) ? Promise.resolve() : Promise.reject()),
  checkError: ({ status }) =>
    status === 401 || status === 403 ? Promise.reject() : Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: localStorage.getItem(KEY) ?? '' }),
  getPermissions: () => Promise.resolve(),
};
