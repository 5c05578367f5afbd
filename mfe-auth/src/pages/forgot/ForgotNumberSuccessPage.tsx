import { ResetSuccess } from '../../components/ResetSuccess';

/** /login/forgot-password/number/verification/reset-password/success */
export default function ForgotNumberSuccessPage() {
  return <ResetSuccess id="forgot.number.success" loginRoute="login.number" />;
}
