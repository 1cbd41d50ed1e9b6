// The top bar and the settings menu (features/account) share one logout, which lives in lib.
export { useLogout } from '../../lib/use-logout';
