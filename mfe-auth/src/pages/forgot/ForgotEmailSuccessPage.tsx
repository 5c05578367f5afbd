import { ResetSuccess } from '../../components/ResetSuccess';

/** /login/forgot-password/email/message/reset-password/success */
export default function ForgotEmailSuccessPage() {
  return <ResetSuccess id="forgot.email.success" loginRoute="login.email" />;
}
