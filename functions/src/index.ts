export { api } from './http/api';
