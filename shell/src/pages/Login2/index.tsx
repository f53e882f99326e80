import { TypedLoginPage } from '../Login/parts/TypedLoginPage';

/** /login2: verification and review sign-in. */
export default function Login2Page() {
  return <TypedLoginPage userType="review" />;
}
