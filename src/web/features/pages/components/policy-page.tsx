import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import styles from './policy-page.module.css';

export interface PolicySection {
  /** The anchor of the section's heading (#returns), also used by the contents list. */
  id: string;
  title: string;
  body: ReactNode;
}

interface Props {
  title: string;
  /** The meta description for search results and link previews. */
  description: string;
  eyebrow: string;
  lead: ReactNode;
  sections?: readonly PolicySection[];
  /** Content that is not a list of sections (the FAQ accordion, the contact cards). */
  children?: ReactNode;
}

/**
 * The frame of the static pages: a heading block, an 'On this page' list of links for long
 * pages, then the sections at a readable line length.
 */
export function PolicyPage({ title, description, eyebrow, lead, sections, children }: Props) {
  useDocumentMeta({ title, description });
  return (
    <article className={`shell ${styles.page}`} aria-labelledby="page-title">
      <header className={styles.head}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.lead}>{lead}</div>
      </header>
      {sections && sections.length > 2 ? (
        <nav className={styles.contents} aria-label="On this page">
          <p className={styles.contentsTitle}>On this page</p>
          <ol className={styles.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.body}>
        {sections?.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={section.id}>
            <h2 id={section.id} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <div className={styles.prose}>{section.body}</div>
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}
