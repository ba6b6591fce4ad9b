import { useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../../components/ui/icons';
import { SEARCH_MAX_LENGTH } from '../../../../shared/catalogue-options';
import { SEARCH_PATH, SEARCH_PARAM, searchPath, searchTermFrom } from '../logic/search-path';
import styles from './header-search.module.css';
import searchInput from './search-input.module.css';
import { Form } from '../../../components/ui/form';

/** The term of the results page being shown, or '' on any other page. */
function useShownTerm(): string {
  const { pathname, search } = useLocation();
  return pathname.replace(/\/$/, '').toLowerCase() === SEARCH_PATH ? searchTermFrom(new URLSearchParams(search)) : '';
}

/**
 * The search box in every page's header (beyond the spec, whose search is the home page's):
 * a plain GET form to the results page, so Enter or the Search button open `/search?q=` with
 * or without JavaScript (a blank box sends nothing either way). On the results page it shows the
 * term searched for.
 */
export function HeaderSearch() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const shown = useShownTerm();
  const [text, setText] = useState(shown);
  // A new results page (or leaving one) puts its term in the box: state adjusted while rendering.
  const [followed, setFollowed] = useState(shown);
  if (followed !== shown) {
    setFollowed(shown);
    setText(shown);
  }

  return (
    <Form
      role="search"
      aria-label="Shop"
      action={SEARCH_PATH}
      method="get"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        // The box's own value: typed before hydration and sent as the app starts (React replays
        // the submit), it is not yet in state, which ui/form.tsx hands it over to after commit.
        const term = (inputRef.current?.value ?? text).trim();
        if (term === '') {
          inputRef.current?.focus();
          return;
        }
        navigate(searchPath(term));
        // On a phone this puts the keyboard away, so the results are seen whole.
        inputRef.current?.blur();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search the shop
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name={SEARCH_PARAM}
        type="search"
        className={`${searchInput.text} ${styles.input}`}
        placeholder="Search tees, hoodies…"
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        // A blank box goes nowhere before hydration too: the browser holds the plain form back.
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon size={20} />
      </button>
    </Form>
  );
}
