import {useEffect, type RefObject} from 'react';
import {isSearchShortcut} from '../../../search/client/shortcut';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus: the modal opens with it as the query. */
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
};

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
