import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { searchPath } from '../logic/search-path';
import styles from './search-suggestions.module.css';

/**
 * 'Try: hoodie, t-shirt, shacket' after 'No results found': each word a link to its results
 * page. The words come from the server (the catalogue's words nearest to what was typed, or
 * its largest sub-categories), so each one finds something.
 */
export function SearchSuggestions({ words, onPick }: { words: readonly string[]; onPick?: () => void }) {
  if (words.length === 0) return null;
  return (
    <p className={styles.suggestions}>
      Try:{' '}
      {words.map((word, index) => (
        <Fragment key={word}>
          {index > 0 ? ', ' : null}
          <Link to={searchPath(word)} className={styles.word} onClick={onPick}>
            {word}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
