/**
 * The scripted server of the component tests, for any feature: features may not import each
 * other, so tests outside categories reach it here. Use with
 * `vi.mock('../../../lib/api', () => import('../../../test/fake-api'))`.
 */
export * from '../features/categories/test/fake-api';
