// What other areas may use from the account feature.
export { RequireSignIn } from './components/RequireSignIn';
