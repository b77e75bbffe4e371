// What other areas may use from the account feature.
export { RequireSignIn } from './components/RequireSignIn';
export { useUserProfile } from './api/get-user-profile';
