import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {createStorageSlot} from '@docusaurus/theme-common';

import {siteLinks} from '@site/src/data/siteLinks';
import {feedbackEventName, feedbackStorageKey} from '@site/src/data/pageFeedback';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

declare global {
  interface Window {
    /** Google Analytics' tag, present only in builds with an analytics id (the gtag plugin). */
    gtag?: (...args: unknown[]) => void;
  }
}

/** A new issue in EventCatalog's repository (siteLinks.github), with the page's address filled in. */
function issueUrl(pageUrl: string, title: string): string {
  const body = `Page: ${pageUrl}\n\nWhat was missing, wrong or unclear?\n`;
  return `${siteLinks.github}/issues/new?title=${encodeURIComponent(`Docs: ${title}`)}&body=${encodeURIComponent(body)}`;
}

/**
 * "Was this page helpful?" at the end of a doc. The answer is kept in the
 * browser for that page, so the question is not asked twice; nothing is sent
 * anywhere unless the site has an analytics id (then one event per answer).
 * Where storage is unavailable, the answer holds for the visit and Docusaurus
 * logs its usual warning.
 */
export default function PageFeedback({permalink, title}: {permalink: string; title: string}): ReactNode {
  const slot = useMemo(() => createStorageSlot(feedbackStorageKey(permalink)), [permalink]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const pageUrl = useBaseUrl(permalink, {absolute: true});
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // The answer buttons disappear once clicked: focus moves to the thanks that replace them.
  const [answeredNow, setAnsweredNow] = useState(false);
  useEffect(() => {
    if (answeredNow) thanksRef.current?.focus();
  }, [answeredNow]);

  // Read after hydration: the server render cannot know the visitor's answer.
  useEffect(() => {
    const stored = slot.get();
    setAnswer(stored === 'yes' || stored === 'no' ? stored : null);
  }, [slot]);

  const answerWith = (value: Answer) => {
    setAnswer(value);
    setAnsweredNow(true);
    slot.set(value);
    window.gtag?.('event', feedbackEventName, {page_path: permalink, answer: value});
  };

  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-question" data-search-ignore>
      <h2 id="page-feedback-question" className={styles.question}>
        Was this page helpful?
      </h2>
      {answer === null ? (
        <div className={styles.answers}>
          <button type="button" className={styles.answer} onClick={() => answerWith('yes')}>
            Yes
          </button>
          <button type="button" className={styles.answer} onClick={() => answerWith('no')}>
            No
          </button>
        </div>
      ) : (
        <p className={styles.thanks} ref={thanksRef} tabIndex={-1}>
          Thanks for your feedback.
          {answer === 'no' && (
            <>
              {' '}
              <a href={issueUrl(pageUrl, title)} target="_blank" rel="noopener noreferrer">
                Tell us what to improve in a GitHub issue
              </a>
              .
            </>
          )}
        </p>
      )}
    </section>
  );
}
