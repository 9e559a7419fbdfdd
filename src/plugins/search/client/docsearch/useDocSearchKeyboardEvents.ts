import {useEffect, type RefObject} from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus: the modal opens with it as the query. */
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
};

/** Whether a key press is text going into a field, where "/" must stay a slash. */
function typesIntoField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Ctrl+K or Cmd+K (open or close), or "/" while the modal is closed and the visitor is not typing in a field. */
export function isSearchShortcut(event: KeyboardEvent, isOpen = false): boolean {
  const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
  return toggle || (!isOpen && event.key === '/' && !typesIntoField(event));
}

/**
 * The search shortcuts, as DocSearch 3.9 defines them: Ctrl+K or Cmd+K opens
 * and closes the modal, "/" opens it unless the visitor is typing in a field,
 * Escape closes it. A letter or digit typed on the focused search button
 * opens the modal with that letter.
 */
export function useDocSearchKeyboardEvents({isOpen, onOpen, onClose, onInput, searchButtonRef}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const close = isOpen && event.code === 'Escape';
      if (close || isSearchShortcut(event, isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        // The modal of another search box on the page may be open already.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (onInput && searchButtonRef?.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
