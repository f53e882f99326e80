import { TypedLoginPage } from '../Login/parts/TypedLoginPage';

/** /login1: enterprise sign-in. */
export default function Login1Page() {
  return <TypedLoginPage userType="enterprise" />;
}
