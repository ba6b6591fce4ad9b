import styles from './account-form-styles';

/**
 * The form's alert region (problems: rule and server messages, word for word) and status
 * region (notices such as 'OTP sent'). Both stay in the page while empty, so that screen
 * readers announce a message the moment it appears.
 */
export function FormMessages({ errorId, problem, notice }: { errorId: string; problem: string | null; notice: string | null }) {
  return (
    <>
      <div id={errorId} role="alert" className={problem ? styles.alert : styles.empty}>
        {problem}
      </div>
      <div role="status" className={notice ? styles.notice : styles.empty}>
        {notice}
      </div>
    </>
  );
}
