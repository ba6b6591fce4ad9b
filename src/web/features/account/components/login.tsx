import { useAtomValue } from 'jotai';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useGoBack } from '../../../hooks/use-go-back';
import { accountProblem, loginSchema } from '../../../../shared/account-rules';
import { loginFailure } from '../api/account-errors';
import { useAccountForm } from '../hooks/use-account-form';
import { useLogIn } from '../hooks/use-account-mutations';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { currentUserAtom } from '../../../stores/auth-atoms';
import { AccountScreen } from './account-screen';
import { FormMessages } from './form-messages';
import { PasswordField } from './password-field';
import { TextField } from '../../../components/ui/text-field';
import styles from './account-form-styles';
import screenStyles from './account-screen.module.css';
import { RedirectOnRender } from '../../../components/redirect-on-render';
import { Form } from '../../../components/ui/form';


/** What another screen can hand the login screen (the reset's success message). */
export interface LoginNotice {
  notice?: string;
}

function noticeOf(state: unknown): string | null {
  const notice = (state as LoginNotice | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

/** Login (spec sections 2, 5, 7): e-mail and password, then the `redirect` path or home. */
export function LoginScreen() {
  const location = useLocation();
  const form = useAccountForm('login', { email: '', password: '' });
  const { values } = form;
  const logIn = useLogIn();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const user = useAtomValue(currentUserAtom);
  // The reset screen's success message, until the shopper does something here.
  const notice = form.notice ?? (form.problem ? null : noticeOf(location.state));

  const goBack = useGoBack();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (logIn.isPending) return;
    const problem = accountProblem(loginSchema, values);
    if (problem) return form.fail(problem);
    form.clearMessages();
    logIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => void navigate(target, { replace: true }),
        onError: (error) => form.fail(loginFailure(error)),
      },
    );
  };

  // Already signed in (another tab, or Back after logging in): on to where the shopper was going.
  if (user && !logIn.isPending && !logIn.isSuccess) return <RedirectOnRender to={target} />;

  return (
    <AccountScreen
      title="Log In"
      intro="Welcome back. Log in to see your cart and your orders."
      top={
        <button type="button" className={screenStyles.back} onClick={goBack}>
          <ArrowLeftIcon size={20} />
          Back
        </button>
      }
      footer={
        <p>
          New to Bhopal Threads?{' '}
          <Link to={{ pathname: '/signup', search: location.search }}>Sign Up</Link>
        </p>
      }
    >
      <Form className={styles.form} noValidate onSubmit={submit}>
        <TextField classes={styles} required {...form.field('email')} label="Email" type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
        <Link to={{ pathname: '/forgot-password', search: location.search }} className={styles.inlineLink}>
          Forgot password?
        </Link>
        <FormMessages errorId={form.errorId} problem={form.problem?.message ?? null} notice={notice} />
        <Button type="submit" size="lg" block className={styles.submit} disabled={logIn.isPending}>
          {logIn.isPending ? 'Logging in...' : 'Log In'}
        </Button>
      </Form>
    </AccountScreen>
  );
}
