export { ShellLoader as PageLoader } from './layout/shell-loader';
