import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode} from 'react';

type Props = ComponentPropsWithoutRef<'button'> & {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
};

/** A key of the shortcut hint, drawn pressed while the visitor holds that key. */
function ShortcutKey({reactsTo, children}: {reactsTo: string; children: ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

function MagnifierIcon() {
  return (
    <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="8.5" cy="8.5" r="6" />
        <path d="M13 13l5 5" />
      </g>
    </svg>
  );
}

/**
 * The search button of DocSearch 3.9, with its markup and class names, so
 * DocSearch's own styles and the site's apply unchanged. The shortcut hint
 * appears once the page knows the platform: ⌘ K on Apple devices, Ctrl K
 * elsewhere.
 *
 * Its accessible name is what it shows, in the order it shows it ("Search
 * Ctrl K"), so a reader who says what they see (voice control) reaches it
 * (WCAG 2.5.3, label in name). DocSearch's own name, "Search (Ctrl+K)", does
 * not contain the keys as they are drawn. The shortcut itself is told to
 * assistive technology by aria-keyshortcuts.
 */
export const DocSearchButton = forwardRef<HTMLButtonElement, Props>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(/Mac|iPhone|iPod|iPad/i.test(navigator.platform)), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={apple === null ? buttonAriaLabel : `${buttonAriaLabel} ${apple ? '⌘' : 'Ctrl'} K`}
      aria-keyshortcuts={apple === null ? undefined : apple ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <MagnifierIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      {/* Spaces between the words, for whatever reads the button's text rather than its name (a flex container does not lay them out). */}{' '}
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {apple !== null && (
          <>
            <ShortcutKey reactsTo={apple ? 'Meta' : 'Control'}>
              {apple ? '⌘' : <span className="DocSearch-Control-Key">Ctrl</span>}
            </ShortcutKey>{' '}
            <ShortcutKey reactsTo="k">K</ShortcutKey>
          </>
        )}
      </span>
    </button>
  );
});
