import LoginEmailPage from './LoginEmailPage';

/**
 * /login/email/password: the spec's address of the password step. E-mail sign-in is one screen, so this
 * address opens it with the e-mail given before already filled in.
 */
export default function LoginEmailPasswordPage() {
  return <LoginEmailPage />;
}
