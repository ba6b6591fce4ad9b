import { useAtomValue, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { accountProblem, signUpSchema, signUpWithOtpSchema } from '../../../../shared/account-rules';
import { accountFailure } from '../api/account-errors';
import { sendSignUpOtp } from '../api/account-calls';
import { sendOtpFor, useAccountForm } from '../hooks/use-account-form';
import { useSignUp } from '../hooks/use-account-mutations';
import { useOtpSender } from '../hooks/use-otp-sender';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { currentUserAtom } from '../../../stores/auth-atoms';
import { flashNoticeAtom } from '../../../stores/flash-atoms';
import { AccountScreen } from './account-screen';
import { FormMessages } from './form-messages';
import { OtpField } from './otp-field';
import { NewPasswordFields } from './password-field';
import { TextField } from '../../../components/ui/text-field';
import styles from './account-form-styles';
import { RedirectOnRender } from '../../../components/redirect-on-render';
import { Form } from '../../../components/ui/form';

const EMPTY = { username: '', email: '', phone: '', address: '', password: '', confirmPassword: '', otp: '' };

/** Sign-up (spec sections 2, 4, 5): the details, a code e-mailed with Send OTP, then the account. */
export function SignupScreen() {
  const form = useAccountForm('signup', EMPTY);
  const { values } = form;
  const otp = useOtpSender(sendSignUpOtp);
  const signUp = useSignUp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const target = useRedirectTarget();
  const user = useAtomValue(currentUserAtom);
  const setFlash = useSetAtom(flashNoticeAtom);

  // The same checks as the form itself run before a code is sent (spec section 5).
  const sendOtp = () => sendOtpFor(form, otp, signUpSchema);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const problem = accountProblem(signUpWithOtpSchema, values);
    if (problem) return form.fail(problem);
    form.clearMessages();
    const { confirmPassword: _confirm, ...payload } = values;
    signUp.mutate(
      { ...payload, email: payload.email.trim(), otp: payload.otp.trim() },
      {
        onSuccess: (created) => {
          setFlash(`Your account is ready. Welcome to Bhopal Threads, ${created.username}!`);
          void navigate(target, { replace: true });
        },
        onError: (error) => form.fail(accountFailure(error)),
      },
    );
  };

  // Already signed in (another tab, or Back after logging in): on to where the shopper was going.
  if (user && !signUp.isPending && !signUp.isSuccess) return <RedirectOnRender to={target} />;

  return (
    <AccountScreen
      title="Sign Up"
      intro="Create your account to shop, track your orders and save your designs."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={{ pathname: '/login', search }}>Log In</Link>
        </p>
      }
    >
      <Form className={styles.form} noValidate onSubmit={submit}>
        <TextField classes={styles} required {...form.field('username')} label="Username" autoComplete="name" maxLength={60} />
        <TextField classes={styles} required {...form.field('email')} label="Email" type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <TextField classes={styles} required {...form.field('phone')} label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} hint="10 digits, without +91." />
        <TextField classes={styles} required {...form.field('address')} label="Address" multiline rows={2} autoComplete="street-address" maxLength={300} />
        <NewPasswordFields label="Password" password={form.field('password')} confirm={form.field('confirmPassword')} />
        <OtpField {...form.field('otp')} button={otp.button} onSend={sendOtp} />
        <FormMessages errorId={form.errorId} problem={form.problem?.message ?? null} notice={form.notice} />
        <Button type="submit" size="lg" block className={styles.submit} disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Sign Up'}
        </Button>
      </Form>
    </AccountScreen>
  );
}
