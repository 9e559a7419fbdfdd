/**
 * "Was this page helpful?" (src/components/PageFeedback): what it stores and
 * what it sends, in one place for the widget and its tests.
 */

/** The browser storage key of a page's answer: plain, like the site's other keys. */
export const feedbackStorageKey = (permalink: string) => `page-feedback:${permalink}`;

/** The analytics event an answer sends when the site has an analytics id: {page_path, answer}. */
export const feedbackEventName = 'page_feedback';
