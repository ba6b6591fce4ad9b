import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { accountProblem, resetRequestSchema, resetSchema } from '../../../../shared/account-rules';
import { accountFailure } from '../api/account-errors';
import { sendResetOtp } from '../api/account-calls';
import { sendOtpFor, useAccountForm } from '../hooks/use-account-form';
import { useResetPassword } from '../hooks/use-account-mutations';
import { useOtpSender } from '../hooks/use-otp-sender';
import { AccountScreen } from './account-screen';
import { FormMessages } from './form-messages';
import type { LoginNotice } from './login';
import { OtpField } from './otp-field';
import { NewPasswordFields } from './password-field';
import { TextField } from '../../../components/ui/text-field';
import styles from './account-form-styles';
import { Form } from '../../../components/ui/form';

const EMPTY = { email: '', password: '', confirmPassword: '', otp: '' };
const PASSWORD_UPDATED = 'Password updated. Please log in with your new password.';

/** Forgot password (spec sections 2, 5): a code e-mailed with Send OTP, then the new password. */
export function ForgotPasswordScreen() {
  const form = useAccountForm('reset', EMPTY);
  const { values } = form;
  const otp = useOtpSender(sendResetOtp);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const { search } = useLocation();

  // The reset checks without the OTP, which is what this button is for.
  const sendOtp = () => sendOtpFor(form, otp, resetRequestSchema);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const problem = accountProblem(resetSchema, values);
    if (problem) return form.fail(problem);
    form.clearMessages();
    reset.mutate(
      { email: values.email.trim(), password: values.password, otp: values.otp.trim() },
      {
        onSuccess: (message) => {
          const state: LoginNotice = { notice: message || PASSWORD_UPDATED };
          void navigate({ pathname: '/login', search }, { replace: true, state });
        },
        onError: (error) => form.fail(accountFailure(error)),
      },
    );
  };

  return (
    <AccountScreen
      title="Forgot Password"
      intro="Enter your e-mail, choose a new password and confirm it with the code we e-mail you."
      footer={
        <p>
          Remembered it? <Link to={{ pathname: '/login', search }}>Log In</Link>
        </p>
      }
    >
      <Form className={styles.form} noValidate onSubmit={submit}>
        <TextField classes={styles} required {...form.field('email')} label="Email" type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <NewPasswordFields label="New Password" password={form.field('password')} confirm={form.field('confirmPassword')} />
        <OtpField {...form.field('otp')} button={otp.button} onSend={sendOtp} />
        <FormMessages errorId={form.errorId} problem={form.problem?.message ?? null} notice={form.notice} />
        <Button type="submit" size="lg" block className={styles.submit} disabled={reset.isPending}>
          {reset.isPending ? 'Loading...' : 'Reset Password'}
        </Button>
      </Form>
    </AccountScreen>
  );
}
