import LoginEmailPage from './LoginEmailPage';

/**
 * /login/email/password: docs/spec.md's address of the password step. E-mail sign-in is one screen, so this
 * address opens it with the e-mail given before already filled in.
 */
export default function LoginEmailPasswordPage() {
  return <LoginEmailPage />;
}
