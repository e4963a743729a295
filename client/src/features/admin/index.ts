// What the shell uses from admin (the view itself is loaded lazily).
export { LazyAdminView } from './LazyAdminView';
export { AdminAccessQuery } from './accessOperations';
